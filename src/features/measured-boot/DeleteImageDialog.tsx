import { measuredBootRequests, useDeleteMeasuredBootImage } from '../../api/resources/measuredBootImages';
import { describePlanned } from '../../api/http/apiRequest';
import type { MeasuredBootImage } from '../../api/types';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';
import { InlineValue } from '../../ui/page/detail';

const filenameOf = (image: MeasuredBootImage) => image.filename;

/** An image a VM still boots is refused with 409: the dialog stays open with the reason. */
export function DeleteImageDialog({ teamId, ...dialog }: DeleteDialogProps<MeasuredBootImage>) {
  return (
    <DeleteAction
      noun="measured-boot image"
      confirmLabel="Delete image"
      nameOf={filenameOf}
      mutation={useDeleteMeasuredBootImage(teamId)}
      request={(target) => describePlanned(measuredBootRequests.delete(teamId, target.id))}
      {...dialog}
    >
      {(target) => (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{target.filename}</InlineValue> from this team? This
            cannot be undone.
          </p>
          <p className="mt-2 text-fg-muted">
            An image cannot be deleted while a VM boots from it: detach it from that VM first.
          </p>
        </>
      )}
    </DeleteAction>
  );
}
