import { InlineValue, isolatedText } from '../../ui/page/detail';
import { Link } from 'react-router-dom';
import { isApiError, isCodeless, isOperationAbsent } from '../../api/errors/errors';
import { firewallRequests, useDeleteFirewallGroup } from '../../api/resources/firewalls';
import { describePlanned } from '../../api/http/apiRequest';
import type { FirewallGroup } from '../../api/types';
import { ConfirmAction } from '../../ui/dialogs/ConfirmAction';
import { errorMessage } from '../../lib/errorText';
import { plural } from '../../ui/list/countText';
import { confirmTextOf, groupName } from './groupRows';
import { paths } from '../../lib/paths';

/** Why a group VMs use cannot be deleted, and what to do first. */
function blockedBy(count: number): string {
  return `${count} ${plural(count, { one: 'VM uses', other: 'VMs use' })} this group: apply another group to ${count === 1 ? 'it' : 'them'} first.`;
}

export interface VmRef {
  id: string;
  name: string;
}

/**
 * Deleting a group loses its rules, so it is typed to confirm. A group that VMs use is refused by
 * the server (FIREWALL_GROUP_IN_USE): when the page knows of such VMs the dialog offers no delete,
 * says why and names the VMs; a refusal the page could not foresee is shown in its words.
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
  const knownUsers = group ? Math.max(group.instance_count, vmsUsing?.length ?? 0) : 0;

  return (
    <ConfirmAction
      target={group}
      mutation={remove}
      variables={(target) => target.id}
      request={(target) => describePlanned(firewallRequests.deleteGroup(teamId, target.id))}
      onClose={onClose}
      title="Delete firewall group"
      confirmLabel="Delete group"
      destructive
      confirmText={confirmTextOf}
      blockedReason={knownUsers > 0 ? blockedBy(knownUsers) : undefined}
      failureShown={(failure) => (inUse || isOperationAbsent(failure) ? null : failure)}
      onFailed={(failure) => {
        if (isOperationAbsent(failure)) onUnsupported();
      }}
      doneText={(deleted) => `Firewall group “${isolatedText(groupName(deleted))}” deleted.`}
      onDone={onDeleted}
    >
      {(target) =>
        knownUsers > 0 ? (
          <>
            <p>
              <InlineValue className="font-medium text-fg">{groupName(target)}</InlineValue> cannot be deleted while VMs
              are placed in it.
            </p>
            <VmLinks teamId={teamId} vms={vmsUsing} />
          </>
        ) : (
          <>
            <p>
              Delete <InlineValue className="font-medium text-fg">{groupName(target)}</InlineValue> and its{' '}
              {target.rule_count} {plural(target.rule_count, { one: 'rule', other: 'rules' })}? This cannot be undone.
            </p>
            {inUse ? (
              <div
                role="alert"
                className="mt-3 rounded-md border border-warning-text/25 bg-warning-soft px-3 py-2 text-warning-text"
              >
                {/* The refusal in the words its error carries (api/operationErrors.ts). */}
                <p>{errorMessage(error)}</p>
                <VmLinks teamId={teamId} vms={vmsUsing} />
              </div>
            ) : null}
          </>
        )
      }
    </ConfirmAction>
  );
}

function VmLinks({ teamId, vms }: { teamId: string; vms: readonly VmRef[] | null }) {
  if (!vms || vms.length === 0) return null;
  return (
    <ul className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1">
      {vms.map((vm) => (
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
  );
}
