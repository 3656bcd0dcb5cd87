import { contractRoute, type RouteContext, type RouteDefinition } from '../context';
import { fail } from '../failure';
import type { FixtureSnapshot } from '../fixture';
import { bodiless, created, json } from '../responses';
import type { VmRecord } from '../state';
import { isoMillis } from '../time';
import { checkDescription, checkName, DESCRIPTION_MAX, NAME_MAX } from '../validation';
import { vmOf } from './vms';

/** How long a graceful stop or reboot takes. */
const POWER_ACTION_MS = 3_000;
/** How long a snapshot stays `pending` (and the VM `taking_snaphot`). */
const SNAPSHOT_MS = 5_000;
/** Most snapshots a team may hold; another is refused with 403. */
const SNAPSHOTS_PER_TEAM = 25;
/** Share of the disk a snapshot takes, so sizes look plausible. */
const SNAPSHOT_DISK_SHARE = 0.35;
const BYTES_PER_GB = 1024 ** 3;

type PowerAction = 'stop' | 'reboot';

function powerAction(ctx: RouteContext, vm: VmRecord, action: PowerAction) {
  const force = ctx.body.optionalBoolean('force_stop') ?? false;
  if (action === 'stop' && vm.power_status === 'stopped') return fail(409, 'VM_NOT_RUNNING');
  // There is no start action: rebooting a stopped VM boots it.
  const powerAfter = action === 'stop' ? 'stopped' : 'running';
  const auditLogId = ctx.state.ids.uuid();
  if (force) {
    vm.power_status = powerAfter;
  } else {
    vm.active_action_id = auditLogId;
    ctx.state.scheduler.at(ctx.now + POWER_ACTION_MS, () => {
      vm.power_status = powerAfter;
      if (vm.active_action_id === auditLogId) vm.active_action_id = null;
    });
  }
  return json(202, { audit_log_id: auditLogId });
}

/** `name` is required (a missing one is 400); the team's snapshot limit is 403. */
function snapshot(ctx: RouteContext, vm: VmRecord) {
  const name = checkName(ctx.body.string('name'), NAME_MAX);
  const desc = checkDescription(ctx.body.optionalString('desc') ?? '', DESCRIPTION_MAX);
  if (ctx.team().snapshots.length >= SNAPSHOTS_PER_TEAM) return fail(403, 'SNAPSHOT_LIMIT_REACHED');
  const record: FixtureSnapshot = {
    id: ctx.state.ids.uuid(),
    vm_id: vm.id,
    created_at: isoMillis(ctx.now),
    name,
    desc,
    size: Math.round(vm.disk * SNAPSHOT_DISK_SHARE * BYTES_PER_GB),
    status: 'pending',
  };
  ctx.team().snapshots.push(record);
  const statusBefore = vm.status;
  const actionId = ctx.state.ids.uuid();
  vm.status = 'taking_snaphot'; // sic: the provider's spelling
  vm.active_action_id = actionId;
  ctx.state.scheduler.at(ctx.now + SNAPSHOT_MS, () => {
    record.status = 'available';
    if (vm.status === 'taking_snaphot') vm.status = statusBefore;
    if (vm.active_action_id === actionId) vm.active_action_id = null;
  });
  return created({ snapshot_id: record.id });
}

/** The VM's action routes, one path per action as the contract writes spec endpoint 17; `vnc` is endpoint 18. */
function actionRoute(action: 'stop' | 'reboot' | 'snapshot' | 'enable-bgp' | 'disable-bgp'): RouteDefinition {
  return contractRoute('POST', `/vm/:vmId/${action}`, (ctx) => {
    const vm = vmOf(ctx);
    if (vm.active_action_id !== null) return fail(409, 'VM_BUSY');
    switch (action) {
      case 'stop':
      case 'reboot':
        return powerAction(ctx, vm, action);
      case 'snapshot':
        return snapshot(ctx, vm);
      case 'enable-bgp':
      case 'disable-bgp':
        vm.bgp_enabled = action === 'enable-bgp';
        return bodiless(200);
    }
  });
}

export const vmActionRoutes: RouteDefinition[] = (
  ['stop', 'reboot', 'snapshot', 'enable-bgp', 'disable-bgp'] as const
).map(actionRoute);
