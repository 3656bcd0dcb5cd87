import { useMemo } from 'react';
import { snapshotDeletes } from '../../api/resources/snapshots';
import { useBatch } from '../../api/cache/useBatch';
import type { Snapshot } from '../../api/types';
import { BulkActionDialog } from '../../ui/dialogs/BulkActionDialog';

/** Deleting the selected snapshots: loaded when first opened (SnapshotsPage), so the list never waits for it. */
export default function DeleteSnapshotsDialog({
  teamId,
  snapshots,
  onClose,
}: {
  teamId: string;
  snapshots: readonly Snapshot[];
  onClose: (deleted: readonly string[]) => void;
}) {
  const action = useMemo(() => snapshotDeletes(teamId), [teamId]);
  const batch = useBatch(action, snapshots);
  const count = snapshots.length;
  const pending = snapshots.filter((snapshot) => snapshot.status === 'pending').length;
  return (
    <BulkActionDialog
      title={`Delete ${count} ${count === 1 ? 'snapshot' : 'snapshots'}`}
      message={
        <>
          <p>
            Delete {count === 1 ? 'this snapshot' : `these ${count} snapshots`}? Their copies of the disk are gone for
            good: no VM can be restored or deployed from them, and they can no longer be downloaded.
          </p>
          {pending > 0 ? <p className="mt-2">{pending} still being taken: deleting stops that.</p> : null}
          <p className="mt-2">This cannot be undone.</p>
        </>
      }
      confirmLabel={`Delete ${count} ${count === 1 ? 'snapshot' : 'snapshots'}`}
      doneWord="deleted"
      destructive
      typeCount
      batch={batch}
      onClose={onClose}
    />
  );
}
