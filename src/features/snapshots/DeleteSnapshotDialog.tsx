import { snapshotRequests, useDeleteSnapshot } from '../../api/resources/snapshots';
import { describePlanned } from '../../api/http/apiRequest';
import type { Snapshot } from '../../api/types';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';
import { InlineValue } from '../../ui/page/detail';

/** The list is the primary team's (GET /snapshots takes no team), and so is the delete. */
export function DeleteSnapshotDialog(dialog: Omit<DeleteDialogProps<Snapshot>, 'teamId'>) {
  return (
    <DeleteAction
      noun="snapshot"
      mutation={useDeleteSnapshot()}
      request={(target) => describePlanned(snapshotRequests.remove(target.id))}
      {...dialog}
    >
      {(target) => (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{target.name}</InlineValue>? Its copy of the disk is
            gone for good: no VM can be restored or deployed from it, and it can no longer be downloaded.
          </p>
          {target.status === 'pending' ? (
            <p className="mt-2">It is still being taken: deleting it stops that.</p>
          ) : null}
          <p className="mt-2">This cannot be undone.</p>
        </>
      )}
    </DeleteAction>
  );
}
