import type { RouteContext } from '../context';
import { fail } from '../failure';
import type { VmRecord } from '../state';

/** Refuses a second action while one runs (deploy, setting change, power, snapshot, restore, destroy). */
export function refuseWhileBusy(vm: VmRecord): void {
  if (vm.active_action_id !== null) fail(409, 'VM_BUSY');
}

/**
 * Marks the VM busy with a new action id for `ms`, then applies `finish` and clears the id (unless
 * another action took over meanwhile, which the busy check prevents). Returns the action id, which
 * is also the audit log id the provider answers for actions that have one.
 */
export function runVmAction(ctx: RouteContext, vm: VmRecord, ms: number, finish: () => void): string {
  const actionId = ctx.state.ids.uuid();
  vm.active_action_id = actionId;
  ctx.state.scheduler.at(ctx.now + ms, () => {
    finish();
    if (vm.active_action_id === actionId) vm.active_action_id = null;
  });
  return actionId;
}
