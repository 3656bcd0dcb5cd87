import { useDeleteIpList } from '../../api/ipLists';
import { InlineValue } from '../../ui/detail';
import type { IpList } from '../../api/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Deleting a list also deletes every firewall rule that refers to it: typed to confirm, and said plainly. */
export function DeleteIpListDialog({
  teamId,
  list,
  onClose,
  onDeleted,
}: {
  teamId: string;
  list: IpList | null;
  onClose: () => void;
  onDeleted: (list: IpList) => void;
}) {
  const remove = useDeleteIpList(teamId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={list !== null}
      onClose={close}
      title="Delete IP list"
      confirmLabel="Delete list"
      destructive
      confirmText={list?.name}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => {
        if (!list) return;
        remove.mutate(list.id, { onSuccess: () => onDeleted(list) });
      }}
    >
      {list ? (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{list.name}</InlineValue> and its {list.entry_count}{' '}
            {list.entry_count === 1 ? 'entry' : 'entries'}? This cannot be undone.
          </p>
          <p className="mt-2 rounded-md border border-warning-text/25 bg-warning-soft px-3 py-2 text-warning-text">
            {list.used_by_count > 0
              ? `${list.used_by_count} firewall ${list.used_by_count === 1 ? 'rule refers' : 'rules refer'} to this list and will be deleted with it: the traffic they allow will be dropped.`
              : 'Firewall rules that refer to this list are deleted with it. No rule refers to it now.'}
          </p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
