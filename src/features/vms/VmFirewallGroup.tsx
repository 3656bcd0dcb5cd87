import { Link } from 'react-router-dom';
import { isApiError } from '../../api/errors/errors';
import { useFirewallGroup } from '../../api/resources/firewalls';
import type { Vm } from '../../api/types';
import { firewallGroupRefOf } from '../../api/vms/vmFirewallGroup';
import { useNumberedGroupId } from './useVmFirewallGroupName';
import { paths } from '../../lib/paths';
import { linkClasses } from '../../ui/page/detail';
import { CopyableText } from '../../ui/list/cells';

/** Of a firewall group without a description, as the firewall pages call it. */
const UNTITLED = 'Untitled group';

/**
 * The VM's firewall group by the name people gave it, linking to the group; its id under it to copy.
 * Until the group is read (or when it cannot be) the link carries the id.
 */
export function VmFirewallGroup({ teamId, groupId }: { teamId: string; groupId: string }) {
  const group = useFirewallGroup(teamId, groupId);
  const gone = isApiError(group.error) && group.error.status === 404;
  const name = group.data ? group.data.description.trim() || UNTITLED : null;
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {gone ? (
        <span className="text-fg-muted">This group no longer exists</span>
      ) : (
        <Link
          to={paths.firewallGroup(teamId, groupId)}
          className={name ? `truncate ${linkClasses}` : `truncate font-mono text-xs ${linkClasses}`}
          title={name ?? groupId}
        >
          <bdi>{name ?? groupId}</bdi>
        </Link>
      )}
      {name || gone ? <CopyableText value={groupId} copyLabel="Copy firewall group ID" /> : null}
    </div>
  );
}

/** The VM's firewall group however the read named it: by id, by a number only, or none. */
export function VmFirewallGroupOf({ teamId, vm }: { teamId: string; vm: Vm }) {
  const ref = firewallGroupRefOf(vm);
  if (ref.kind === 'none') return <span className="text-fg-subtle">None</span>;
  if (ref.kind === 'id') return <VmFirewallGroup teamId={teamId} groupId={ref.id} />;
  return <NumberedFirewallGroup teamId={teamId} vmId={vm.id} number={ref.number} />;
}

/**
 * The live API may name the group by a number on a VM's single read. The group is shown only when a
 * team's group or the VM list's answer says which one it is; otherwise the page says it is not known.
 */
function NumberedFirewallGroup({ teamId, vmId, number }: { teamId: string; vmId: string; number: number }) {
  const { groupId, pending } = useNumberedGroupId(teamId, vmId, number);
  if (groupId !== null) return <VmFirewallGroup teamId={teamId} groupId={groupId} />;
  if (pending) return <span className="text-fg-subtle">Reading…</span>;
  return (
    <span className="text-fg-muted">
      A group not known here: the API named it only by the number <span className="font-mono">{number}</span>.
    </span>
  );
}
