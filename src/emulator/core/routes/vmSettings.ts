import { extensionRoute, withDocumentedCodes, type RouteContext, type RouteDefinition } from '../context';
import { DOCUMENTED_VM_SETTINGS_CODES } from '../documentedErrors';
import { badRequest, fail, notFound } from '../failure';
import { findById } from '../lookup';
import { bodiless } from '../responses';
import { rootPassword } from '../secrets';
import type { VmRecord } from '../state';
import { checkName, NAME_MAX } from '../validation';
import { forgetPtrRecords } from './rdns';
import { refuseWhileBusy, runVmAction } from './vmActionRunner';
import { freePublicAddress } from './vmAddresses';
import { BUILD_MS } from './vmDeploy';
import { checkUuid } from './vmPlan';
import { vmOf } from './vms';

/** How long a rename, an IPv6 change or a firewall attach/detach keeps the VM busy. */
export const SETTING_CHANGE_MS = 2_000;
/** How long a boot mode or SEV change takes: the VM is stopped and started again. */
export const POWER_CYCLE_MS = 4_000;
/** A reinstall rebuilds the disk, as long as a deploy. */
export const REINSTALL_MS = BUILD_MS;

/** The body fields that are settings; `team_id` and unknown fields are not. */
const SETTING_FIELDS = [
  'name',
  'os_id',
  'enable_ipv6',
  'firewall_group_id',
  'disable_firewall',
  'use_uefi',
  'enable_sev',
];

/**
 * The one setting of the body. `disable_firewall: false` asks for nothing and is not counted, so
 * the older revision's flat body `{firewall_group_id, disable_firewall: false}` is one setting;
 * JSON null counts as absent. None is MISSING_FIELD, two or more ONE_SETTING_PER_REQUEST.
 */
function theSetting(ctx: RouteContext): string {
  const given = SETTING_FIELDS.filter((name) =>
    name === 'disable_firewall' ? ctx.body.optionalBoolean(name) === true : ctx.body.has(name),
  );
  if (given.length > 1) return badRequest('ONE_SETTING_PER_REQUEST');
  return given[0] ?? badRequest('MISSING_FIELD');
}

function booleanSetting(ctx: RouteContext, name: string): boolean {
  return ctx.body.optionalBoolean(name) ?? badRequest('MISSING_FIELD');
}

function sevSupported(ctx: RouteContext, vm: VmRecord): boolean {
  return ctx.state.instanceTypes.find((type) => type.id === vm.instance_type_id)?.sev_supported === true;
}

function rename(ctx: RouteContext, vm: VmRecord): void {
  const name = checkName(ctx.body.string('name'), NAME_MAX);
  refuseWhileBusy(vm);
  runVmAction(ctx, vm, SETTING_CHANGE_MS, () => {
    vm.name = name;
  });
}

/** The disk is wiped and rebuilt from the template: `building` until done, with a new root password. */
function reinstall(ctx: RouteContext, vm: VmRecord): void {
  const templateId = ctx.body.raw('os_id');
  if (typeof templateId !== 'number' || !Number.isSafeInteger(templateId)) return badRequest('INVALID_FIELD');
  refuseWhileBusy(vm);
  const template = ctx.state.osTemplates.find((candidate) => candidate.id === templateId) ?? notFound();
  vm.status = 'building';
  vm.power_status = 'stopped';
  runVmAction(ctx, vm, REINSTALL_MS, () => {
    vm.template = template.name;
    vm.password = rootPassword();
    vm.iso_id = null;
    if (vm.status === 'building') vm.status = 'active';
    vm.power_status = 'running';
  });
}

/** The address is taken (or given back, with its PTR record) at once, so no other VM can be handed it meanwhile. */
function toggleIpv6(ctx: RouteContext, vm: VmRecord): void {
  const on = booleanSetting(ctx, 'enable_ipv6');
  refuseWhileBusy(vm);
  if (on && vm.main_ipv6 === '') {
    vm.main_ipv6 = freePublicAddress(ctx.state, vm.location, 6) ?? fail(404, 'RESOURCE_NOT_AVAILABLE');
  } else if (!on) {
    forgetPtrRecords(ctx.state, [vm.main_ipv6]);
    vm.main_ipv6 = '';
  }
  runVmAction(ctx, vm, SETTING_CHANGE_MS, () => undefined);
}

function attachFirewall(ctx: RouteContext, vm: VmRecord): void {
  const groupId = checkUuid(ctx.body.string('firewall_group_id'));
  refuseWhileBusy(vm);
  const group = findById(ctx.team().firewallGroups, groupId);
  runVmAction(ctx, vm, SETTING_CHANGE_MS, () => {
    vm.firewall_group_id = group.id;
  });
}

function detachFirewall(ctx: RouteContext, vm: VmRecord): void {
  refuseWhileBusy(vm);
  runVmAction(ctx, vm, SETTING_CHANGE_MS, () => {
    vm.firewall_group_id = null;
  });
}

function powerCycle(ctx: RouteContext, vm: VmRecord, change: () => void): void {
  vm.power_status = 'stopped';
  runVmAction(ctx, vm, POWER_CYCLE_MS, () => {
    change();
    vm.power_status = 'running';
  });
}

/** UEFI cannot be turned off under SEV, which needs it. */
function bootMode(ctx: RouteContext, vm: VmRecord): void {
  const uefi = booleanSetting(ctx, 'use_uefi');
  refuseWhileBusy(vm);
  if (!uefi && vm.sev_enabled) return badRequest('SEV_REQUIRES_UEFI');
  powerCycle(ctx, vm, () => {
    vm.use_uefi = uefi;
  });
}

/** Turning SEV on needs a type whose cluster has it and UEFI boot; turning it off drops a measured-boot image, which needs SEV. */
function sev(ctx: RouteContext, vm: VmRecord): void {
  const on = booleanSetting(ctx, 'enable_sev');
  refuseWhileBusy(vm);
  if (on && !sevSupported(ctx, vm)) return badRequest('SEV_NOT_SUPPORTED');
  if (on && !vm.use_uefi) return badRequest('SEV_REQUIRED_UEFI');
  powerCycle(ctx, vm, () => {
    vm.sev_enabled = on;
    if (!on) vm.uki_image_id = null;
  });
}

const APPLY: Readonly<Record<string, (ctx: RouteContext, vm: VmRecord) => void>> = {
  name: rename,
  os_id: reinstall,
  enable_ipv6: toggleIpv6,
  firewall_group_id: attachFirewall,
  disable_firewall: detachFirewall,
  use_uefi: bootMode,
  enable_sev: sev,
};

/**
 * PATCH /vm/{id}: one setting per request, 202 without a body. The change runs in the background
 * (`active_action_id` set) and shows once it is done; 409 VM_BUSY while another action runs.
 */
function updateVm(ctx: RouteContext) {
  const vm = vmOf(ctx);
  const setting = theSetting(ctx);
  const apply = APPLY[setting];
  if (apply === undefined) throw new Error(`no handler for the setting ${setting}`);
  apply(ctx, vm);
  return bodiless(202);
}

export const vmSettingsRoutes: RouteDefinition[] = [
  withDocumentedCodes(extensionRoute('PATCH', '/vm/:vmId', updateVm), DOCUMENTED_VM_SETTINGS_CODES),
];
