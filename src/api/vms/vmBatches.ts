import type { BatchAction } from '../cache/useBatch';
import { catalogueKeys } from '../resources/catalogue';
import { snapshotKeys } from '../resources/snapshots';
import type { Vm } from '../types';
import { deleteVm, rememberVmAction, sendVmAction, VM_ACTION_WORDS, vmKeys, type VmActionInput } from './vms';

// The VM list's bulk actions, apart from vms.ts: only the bulk dialog loads them, not every page that
// reads a VM (the console among them).

const countOfVms = (count: number) => (count === 1 ? '1 VM' : `${count} VMs`);

/**
 * One action of endpoint 17 sent to each of several VMs (useBatch), as the one-VM mutation sends it
 * and remembers it. A POST is never sent again by itself: an unanswered one may have been applied.
 */
export function vmActionBatch(
  teamId: string,
  action: 'stop' | 'reboot' | 'snapshot',
  inputOf: (vm: Vm) => VmActionInput,
): BatchAction<Vm> {
  return {
    what: (count) => `${VM_ACTION_WORDS[action]} · ${countOfVms(count)}`,
    teamId,
    keyOf: (vm) => vm.id,
    nameOf: (vm) => vm.name,
    send: async (vm) => {
      const input = inputOf(vm);
      const result = await sendVmAction(teamId, vm.id, input);
      rememberVmAction(teamId, vm.id, input, result);
      return result;
    },
    invalidates: [vmKeys.list(teamId), ...(action === 'snapshot' ? [snapshotKeys.all()] : [])],
    idempotent: false,
  };
}

/** Deleting several VMs (useBatch): one DELETE each; a VM already gone or going counts as deleted. */
export const vmDeleteBatch = (teamId: string): BatchAction<Vm> => ({
  what: (count) => `Delete ${countOfVms(count)}`,
  teamId,
  keyOf: (vm) => vm.id,
  nameOf: (vm) => vm.name,
  send: (vm) => deleteVm(teamId, vm.id),
  removes: (vm) => vmKeys.backups(teamId, vm.id),
  invalidates: [['team', teamId], catalogueKeys.backups()],
  goneIsDone: true,
  idempotent: true,
});
