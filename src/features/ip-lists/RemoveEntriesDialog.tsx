import { useMemo } from 'react';
import { useBatch } from '../../api/cache/useBatch';
import { ipListEntryRemovals } from '../../api/resources/ipLists';
import type { IpListDetail, IpListEntry } from '../../api/types';
import { BulkActionDialog } from '../../ui/dialogs/BulkActionDialog';

/** Removing the selected entries of a list: loaded when first opened (IpListPage), so the list never waits for it. */
export function RemoveEntriesDialog({
  teamId,
  list,
  entries,
  onClose,
}: {
  teamId: string;
  list: IpListDetail;
  entries: readonly IpListEntry[];
  onClose: (removed: readonly string[]) => void;
}) {
  const action = useMemo(() => ipListEntryRemovals(teamId, list.id), [teamId, list.id]);
  const batch = useBatch(action, entries);
  const count = entries.length;
  const entriesText = count === 1 ? '1 entry' : `${count} entries`;
  const rules = list.used_by_count === 1 ? 'The rule' : `The ${list.used_by_count} rules`;
  return (
    <BulkActionDialog
      title={`Remove ${entriesText}`}
      message={
        <>
          Remove {count === 1 ? 'this entry' : `these ${count} entries`} from <bdi>{list.name}</bdi>?
          {list.used_by_count > 0 ? ` ${rules} using this list stop allowing them at once.` : ''}
        </>
      }
      confirmLabel={`Remove ${entriesText}`}
      doneWord="removed"
      destructive
      typeCount
      batch={batch}
      onClose={onClose}
    />
  );
}
