import { InlineValue, isolatedText } from '../../ui/detail';
import { Link } from 'react-router-dom';
import { isApiError, isCodeless, isOperationAbsent } from '../../api/errors';
import { useDeleteFirewallGroup } from '../../api/firewalls';
import type { FirewallGroup } from '../../api/types';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { errorMessage } from '../../lib/errorText';
import { plural } from '../../ui/list/countText';
import { confirmTextOf, groupName } from './groupRows';
import { paths } from '../../lib/paths';

/** How many VMs the page knows to be placed in the group. */
function usersOf(count: number): string {
  return `${count} ${plural(count, { one: 'VM uses', other: 'VMs use' })} this group.`;
}

export interface VmRef {
  id: string;
  name: string;
}

/**
 * Deleting a group loses its rules, so it is typed to confirm. A group that VMs use is refused by
 * the server (FIREWALL_GROUP_IN_USE); the dialog says so up front and names the VMs when it can.
 */
export function DeleteGroupDialog({
  teamId,
  group,
  vmsUsing,
  onClose,
  onDeleted,
  onUnsupported,
}: {
  teamId: string;
  group: FirewallGroup | null;
  /** VMs placed in the group, when the server lists VMs; null when unknown. */
  vmsUsing: readonly VmRef[] | null;
  onClose: () => void;
  onDeleted?: (group: FirewallGroup) => void;
  onUnsupported: () => void;
}) {
  const remove = useDeleteFirewallGroup(teamId);
  const error = remove.error;
  // The API refuses a group VMs still use with a bare 400 (the emulator adds FIREWALL_GROUP_IN_USE).
  const inUse = isApiError(error) && (error.code === 'FIREWALL_GROUP_IN_USE' || isCodeless(error, 400));

  return (
    <ConfirmAction
      target={group}
      mutation={remove}
      variables={(target) => target.id}
      onClose={onClose}
      title="Delete firewall group"
      confirmLabel="Delete group"
      destructive
      confirmText={confirmTextOf}
      failureShown={(failure) => (inUse || isOperationAbsent(failure) ? null : failure)}
      onFailed={(failure) => {
        if (isOperationAbsent(failure)) onUnsupported();
      }}
      doneText={(deleted) => `Firewall group “${isolatedText(groupName(deleted))}” deleted.`}
      onDone={onDeleted}
    >
      {(target) => (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{groupName(target)}</InlineValue> and its{' '}
            {target.rule_count} {plural(target.rule_count, { one: 'rule', other: 'rules' })}? This cannot be undone.
          </p>
          {target.instance_count > 0 || inUse ? (
            <div
              role={inUse ? 'alert' : undefined}
              className="mt-3 rounded-md border border-warning-text/25 bg-warning-soft px-3 py-2 text-warning-text"
            >
              {inUse ? (
                // The refusal in the words its error carries (api/operationErrors.ts); the page adds how many VMs.
                <p>
                  {errorMessage(error)}
                  {target.instance_count > 0 ? ` ${usersOf(target.instance_count)}` : null}
                </p>
              ) : (
                <p>
                  {usersOf(target.instance_count)} A group cannot be deleted while VMs are placed in it: move them to
                  another group first.
                </p>
              )}
              {vmsUsing && vmsUsing.length > 0 ? (
                <ul className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1">
                  {vmsUsing.map((vm) => (
                    <li key={vm.id} className="flex min-w-0 max-w-full">
                      <Link
                        to={paths.vm(teamId, vm.id)}
                        className="truncate font-medium underline underline-offset-2"
                        title={vm.name}
                      >
                        {vm.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </ConfirmAction>
  );
}
