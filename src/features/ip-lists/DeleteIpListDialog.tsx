import { ipListRequests, useDeleteIpList } from '../../api/resources/ipLists';
import { describePlanned } from '../../api/http/apiRequest';
import { InlineValue } from '../../ui/page/detail';
import type { IpList } from '../../api/types';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';

/** Deleting a list also deletes every firewall rule that refers to it: typed to confirm, and said plainly. */
export function DeleteIpListDialog({ teamId, ...dialog }: DeleteDialogProps<IpList>) {
  return (
    <DeleteAction
      noun="IP list"
      typeName
      confirmLabel="Delete list"
      mutation={useDeleteIpList(teamId)}
      request={(target) => describePlanned(ipListRequests.delete(teamId, target.id))}
      {...dialog}
    >
      {(target) => (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{target.name}</InlineValue> and its {target.entry_count}{' '}
            {target.entry_count === 1 ? 'entry' : 'entries'}? This cannot be undone.
          </p>
          <p className="mt-2 rounded-md border border-warning-text/25 bg-warning-soft px-3 py-2 text-warning-text">
            {target.used_by_count > 0
              ? `${target.used_by_count} firewall ${target.used_by_count === 1 ? 'rule refers' : 'rules refer'} to this list and will be deleted with it: the traffic they allow will be dropped.`
              : 'Firewall rules that refer to this list are deleted with it. No rule refers to it now.'}
          </p>
        </>
      )}
    </DeleteAction>
  );
}
