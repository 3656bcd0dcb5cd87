import { actionRunning, normalVmStatus, vmStatusLabel, type VmActivity } from './vmStatus';

/** The actions the VM list offers on a row and on several selected rows. */
export type VmListAction = 'reboot' | 'stop' | 'snapshot' | 'delete';

/** What the list knows of a VM when it decides whether an action applies. */
export interface VmListFacts extends VmActivity {
  /** `off` when this console knows it is off (a VPC, the VM's own field, an action sent here). */
  power: 'on' | 'off' | 'unknown';
}

/**
 * Why `action` cannot be sent to the VM now, or null when it can. The provider refuses every action
 * while another runs (409 VM_BUSY) and a stop of a VM that is off (409 VM_NOT_RUNNING); a VM being
 * deleted is gone for every action.
 */
export function vmActionBlocked(action: VmListAction, vm: VmListFacts): string | null {
  if (normalVmStatus(vm.status) === 'terminating') return 'It is being deleted.';
  if (actionRunning(vm)) {
    return vm.active_action_id === undefined || vm.active_action_id === null
      ? `${vmStatusLabel(vm.status)}: other actions wait until it finishes.`
      : 'An action is running: other actions wait until it finishes.';
  }
  if (action === 'stop' && vm.power === 'off') return 'It is off already.';
  return null;
}

/** The VMs an action applies to and those it does not (each with its reason), in the order given. */
export function splitByAction<T>(
  action: VmListAction,
  vms: readonly T[],
  factsOf: (vm: T) => VmListFacts,
): { applies: T[]; blocked: { vm: T; reason: string }[] } {
  const applies: T[] = [];
  const blocked: { vm: T; reason: string }[] = [];
  for (const vm of vms) {
    const reason = vmActionBlocked(action, factsOf(vm));
    if (reason === null) applies.push(vm);
    else blocked.push({ vm, reason });
  }
  return { applies, blocked };
}

const CAN: Record<VmListAction, string> = {
  reboot: 'be rebooted',
  stop: 'be stopped',
  snapshot: 'have a snapshot taken',
  delete: 'be deleted',
};

/** "2 of 5 can be stopped.", "All 3 can be rebooted.", "None of the 2 can be deleted now." */
export function appliesText(action: VmListAction, applies: number, total: number): string {
  const can = CAN[action];
  if (applies === total) return total === 1 ? `It can ${can}.` : `All ${total} can ${can}.`;
  if (applies === 0) return total === 1 ? `It cannot ${can} now.` : `None of the ${total} can ${can} now.`;
  return `${applies} of ${total} can ${can}.`;
}

/** Where a VM action the API accepted stands, as the VM list now tells. */
export type AfterAcceptance = 'running' | 'finished' | 'gone';

/**
 * The API accepts a VM action, then runs it: it has finished once a read of the list that arrived
 * after the acceptance shows the VM idle, or (a delete) no longer lists it. An older read tells nothing.
 */
export function afterAcceptance(
  acceptedAt: number,
  list: { updatedAt: number; vm: VmActivity | undefined },
): AfterAcceptance {
  if (list.updatedAt < acceptedAt) return 'running';
  if (list.vm === undefined) return 'gone';
  return actionRunning(list.vm) ? 'running' : 'finished';
}
