import { extensionRoute, type RouteContext, type RouteDefinition } from '../context';
import { notFound } from '../failure';
import { noContent } from '../responses';
import type { EmulatorState, TeamState, VmRecord } from '../state';
import { forgetPtrRecords, vmAddresses } from './rdns';
import { refuseWhileBusy, runVmAction } from './vmActionRunner';
import { refuseBiller } from './vmDeploy';
import { vmOf } from './vms';

/** How long a destroyed VM stays listed as `terminating` before it is gone. */
export const TERMINATE_MS = 5_000;

function endConsoleSessions(state: EmulatorState, vmId: string): void {
  for (const [token, session] of state.consoleSessions) if (session.vmId === vmId) state.consoleSessions.delete(token);
}

/**
 * What goes with the VM: its backups; its firewall group membership and VPC attachments (they
 * live on the record); its addresses return to the pool (nothing holds them any more). What
 * stays: its snapshots (the team's, they can deploy another VM) and reserved IPs attached to it,
 * detached, its converted primary IP included, still reserved and billed. The PTR records of all
 * its addresses go.
 */
function removeVm(state: EmulatorState, team: TeamState, vm: VmRecord): void {
  forgetPtrRecords(state, vmAddresses(team, vm));
  const index = team.vms.indexOf(vm);
  if (index !== -1) team.vms.splice(index, 1);
  team.backups = team.backups.filter((backup) => backup.instance !== vm.id);
  for (const reservedIp of team.reservedIps) {
    if (reservedIp.attached_vm_id !== vm.id) continue;
    reservedIp.attached_vm_id = null;
    reservedIp.is_vm_primary = false;
  }
}

/**
 * DELETE /vm/{id}: 204, the VM `terminating` for TERMINATE_MS, then no longer listed (not kept
 * under a terminal status). Its console sessions stop working at once, and the emulator's
 * listeners hear of it (the console server closes the VM's open consoles). A second delete meanwhile
 * is 404, as for a VM already gone; a delete while another action runs is 409 VM_BUSY.
 */
function destroyVm(ctx: RouteContext) {
  const team = ctx.team();
  const vm = vmOf(ctx);
  if (vm.status === 'terminating') return notFound();
  refuseBiller(ctx, team);
  refuseWhileBusy(vm);
  vm.status = 'terminating';
  vm.power_status = 'stopped';
  endConsoleSessions(ctx.state, vm.id);
  runVmAction(ctx, vm, TERMINATE_MS, () => removeVm(ctx.state, team, vm));
  ctx.settings.vmDestroyed(vm.id);
  return noContent();
}

export const vmDestroyRoutes: RouteDefinition[] = [extensionRoute('DELETE', '/vm/:vmId', destroyVm)];
