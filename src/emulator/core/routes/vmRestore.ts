import { extensionRoute, type RouteContext, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import { findById } from '../lookup';
import { json } from '../responses';
import type { VmRecord } from '../state';
import { refuseWhileBusy, runVmAction } from './vmActionRunner';
import { checkUuid } from './vmPlan';
import { vmOf } from './vms';

/** How long a restore keeps the VM `restoring`. */
export const RESTORE_MS = 8_000;

/** The disk is rewritten: the VM is stopped, `restoring`, then active and running again. */
function restore(ctx: RouteContext, vm: VmRecord, template: string | undefined) {
  vm.status = 'restoring';
  vm.power_status = 'stopped';
  const auditLogId = runVmAction(ctx, vm, RESTORE_MS, () => {
    if (template !== undefined) vm.template = template;
    if (vm.status === 'restoring') vm.status = 'active';
    vm.power_status = 'running';
  });
  return json(202, { audit_log_id: auditLogId });
}

/** Any snapshot of the team, also one of another (or a destroyed) VM: the VM then takes that VM's template. */
function restoreSnapshot(ctx: RouteContext) {
  const vm = vmOf(ctx);
  const snapshotId = checkUuid(ctx.body.string('snapshot_id'));
  refuseWhileBusy(vm);
  const team = ctx.team();
  const snapshot = findById(team.snapshots, snapshotId);
  if (snapshot.status !== 'available') return badRequest('SNAPSHOT_NOT_READY');
  return restore(ctx, vm, team.vms.find((candidate) => candidate.id === snapshot.vm_id)?.template);
}

/** Only a backup of this VM. */
function restoreBackup(ctx: RouteContext) {
  const vm = vmOf(ctx);
  const backupId = checkUuid(ctx.body.string('backup_id'));
  refuseWhileBusy(vm);
  const backup = findById(
    ctx.team().backups.filter((candidate) => candidate.instance === vm.id),
    backupId,
  );
  if (backup.status !== 'available') return badRequest('BACKUP_NOT_READY');
  return restore(ctx, vm, undefined);
}

export const vmRestoreRoutes: RouteDefinition[] = [
  extensionRoute('POST', '/vm/:vmId/restore-snapshot', restoreSnapshot),
  extensionRoute('POST', '/vm/:vmId/restore-backup', restoreBackup),
];
