import type { Vm } from '../../api/types';
import { firewallGroupIdOf } from '../../api/vms/vmFirewallGroup';
import type { VmChange } from '../../api/types';
import { compareText } from '../../lib/textOrder';

export interface VmChoice {
  id: string;
  name: string;
  /** `this` in this group, `other` in another group (applying moves it), `none` in no group. */
  membership: 'this' | 'other' | 'none';
}

/** The team's VMs as the "Apply to VMs" dialog lists them: by name, with their group membership. */
export function vmChoices(vms: readonly Vm[], groupId: string): VmChoice[] {
  return vms
    .filter((vm) => vm.status !== 'terminating')
    .map((vm): VmChoice => {
      const current = firewallGroupIdOf(vm);
      return { id: vm.id, name: vm.name, membership: current === groupId ? 'this' : current ? 'other' : 'none' };
    })
    .sort((a, b) => compareText(a.name, b.name));
}

/**
 * The requests that make the checked VMs members of the group and the unchecked members leave it: one
 * PATCH per VM whose membership changes, nothing for the rest.
 */
export function applyRequests(
  choices: readonly VmChoice[],
  checked: ReadonlySet<string>,
  groupId: string,
): { vmId: string; change: VmChange }[] {
  return choices.flatMap((choice): { vmId: string; change: VmChange }[] => {
    const wanted = checked.has(choice.id);
    if (wanted && choice.membership !== 'this') return [{ vmId: choice.id, change: { firewall_group_id: groupId } }];
    if (!wanted && choice.membership === 'this') return [{ vmId: choice.id, change: { disable_firewall: true } }];
    return [];
  });
}
