import { isoRequests, useDeleteIso } from '../../api/resources/isos';
import { describePlanned } from '../../api/http/apiRequest';
import type { CustomIso } from '../../api/types';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';
import { InlineValue } from '../../ui/page/detail';
import { isoLabel } from './isoRows';

/** A team ISO a VM still boots from is refused with 400: the dialog stays open with the reason. */
export function DeleteIsoDialog({ teamId, ...dialog }: DeleteDialogProps<CustomIso>) {
  return (
    <DeleteAction
      noun="ISO"
      nameOf={isoLabel}
      mutation={useDeleteIso(teamId)}
      request={(target) => describePlanned(isoRequests.delete(teamId, target.id))}
      {...dialog}
    >
      {(target) => (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{isoLabel(target)}</InlineValue> from this team? This
            cannot be undone.
          </p>
          <p className="mt-2 text-fg-muted">An ISO cannot be deleted while a VM deployed from it still exists.</p>
        </>
      )}
    </DeleteAction>
  );
}
