import { useQuery } from '@tanstack/react-query';
import { firewallQueries, useFirewallGroups } from '../../api/resources/firewalls';
import type { Vm } from '../../api/types';
import { firewallGroupRefOf, matchGroupNumber, type VmFirewallGroupRef } from '../../api/vms/vmFirewallGroup';
import { useVmsFact } from '../../api/vms/vms';

/** Each listed VM's firewall group as the list names it (module level: a stable `select`). */
const listedGroupRefs = (vms: Vm[]) => new Map(vms.map((vm) => [vm.id.toLowerCase(), firewallGroupRefOf(vm)]));

/**
 * The id of the group the live API named only by a number on a VM's single read: one of the team's
 * groups with that id, or the group the VM list names for this VM; null when neither says.
 */
export function useNumberedGroupId(
  teamId: string,
  vmId: string | null,
  number: number | null,
): { groupId: string | null; pending: boolean } {
  const groups = useFirewallGroups(teamId);
  const listed = useVmsFact(teamId, listedGroupRefs);
  const listedRef: VmFirewallGroupRef | undefined = vmId ? listed.data?.get(vmId.toLowerCase()) : undefined;
  const groupId =
    number === null ? null : matchGroupNumber(number, { groupIds: (groups.data ?? []).map((g) => g.id), listedRef });
  return { groupId, pending: groups.isPending || listed.isPending };
}

/**
 * What to call the VM's firewall group in words: its description, as the firewall pages name a
 * group (found by id, or by the number the live API's single read gives, through the team's groups
 * and the VM list); `{ name: null }` when the group is not known here; null when the VM has none
 * (or is not read).
 */
export function useVmFirewallGroupName(
  teamId: string,
  vm: Pick<Vm, 'id' | 'firewall_group_id'> | null,
): { name: string | null } | null {
  const ref: VmFirewallGroupRef = vm ? firewallGroupRefOf(vm) : { kind: 'none' };
  const groups = useFirewallGroups(teamId);
  const numbered = useNumberedGroupId(teamId, vm?.id ?? null, ref.kind === 'number' ? ref.number : null);
  const groupId = ref.kind === 'id' ? ref.id : numbered.groupId;
  const detail = useQuery({ ...firewallQueries.detail(teamId, groupId ?? ''), enabled: groupId !== null });
  if (ref.kind === 'none') return null;
  const group =
    groups.data?.find((candidate) => candidate.id.toLowerCase() === groupId?.toLowerCase()) ?? detail.data ?? null;
  // A group without a description is called as the firewall pages call it.
  return { name: group ? group.description.trim() || 'Untitled group' : null };
}
