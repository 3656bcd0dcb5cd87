import { extensionRoute, type RouteContext, type RouteDefinition } from '../context';
import { badRequest, fail, notFound } from '../failure';
import type { FixtureVpcAttachment } from '../fixture';
import { findById } from '../lookup';
import { bodiless, created } from '../responses';
import { rootPassword } from '../secrets';
import type { TeamState, VmRecord } from '../state';
import { addMonths, isoSeconds } from '../time';
import { checkName, NAME_MAX } from '../validation';
import {
  balanceNeeded,
  CYCLE_MONTHS,
  cycleAmount,
  PAYMENT_CYCLES,
  rateFor,
  type PaymentCycle,
  type Plan,
} from '../vmPricing';
import { freePublicAddress, freeVpcAddress, newMac } from './vmAddresses';
import { checkPlan, checkUuid, findInstanceType, offeredLocation, unitPricesOf } from './vmPlan';
import { presentVm } from './vms';
import { visibleVpcs } from './vpcs';

/** How long a new VM stays `building` (and a reinstall takes). */
export const BUILD_MS = 6_000;
const HOUR_MS = 3_600_000;

/** A role that may not spend the team's money on servers or destroy them: billing is its job. */
export function refuseBiller(ctx: RouteContext, team: TeamState): void {
  const role = ctx.user.memberships.find((membership) => membership.team_id === team.id)?.role;
  if (role === 'Team Biller') fail(403, 'FORBIDDEN');
}

/** A JSON number field: absent is MISSING_FIELD, another type INVALID_FIELD (the value is checked by the caller). */
function numberField(ctx: RouteContext, name: string): number {
  const value = ctx.body.raw(name);
  if (value === undefined || value === null) return badRequest('MISSING_FIELD');
  if (typeof value !== 'number') return badRequest('INVALID_FIELD');
  return value;
}

function optionalUuidField(ctx: RouteContext, name: string): string | undefined {
  const text = ctx.body.optionalString(name);
  return text === undefined ? undefined : checkUuid(text);
}

/** An optional list of uuids (`ssh_keys`, `vpcs`), each given once. */
function uuidListField(ctx: RouteContext, name: string): string[] {
  const value = ctx.body.raw(name);
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return badRequest('INVALID_FIELD');
  const ids = value.map((item: unknown) => (typeof item === 'string' ? checkUuid(item) : badRequest('INVALID_FIELD')));
  return [...new Set(ids)];
}

function readPaymentCycle(ctx: RouteContext): PaymentCycle {
  const text = ctx.body.string('payment_cycle').trim().toLowerCase();
  return PAYMENT_CYCLES.find((cycle) => cycle === text) ?? badRequest('INVALID_PAYMENT_CYCLE');
}

/** A custom ISO as this module needs it; the ISO records themselves belong to the ISO routes. */
interface IsoView {
  id: string;
  name: string;
  /** Download percent; 100 is ready, -1 failed. */
  status: number;
}

function isIsoView(value: unknown): value is IsoView {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, status } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && typeof status === 'number';
}

/** The team's custom ISOs, read defensively so deploys compile and work whether or not the team keeps any. */
function teamIsos(team: TeamState): IsoView[] {
  const isos: unknown = Reflect.get(team, 'isos');
  return Array.isArray(isos) ? isos.filter(isIsoView) : [];
}

type ImageSource = { kind: 'os'; id: number } | { kind: 'snapshot'; id: string } | { kind: 'iso'; id: string };

function readImageSource(ctx: RouteContext): ImageSource {
  const os = ctx.body.raw('os');
  const snapshotId = optionalUuidField(ctx, 'snapshot_id');
  const isoId = optionalUuidField(ctx, 'iso_id');
  const given = [os !== undefined && os !== null, snapshotId !== undefined, isoId !== undefined].filter(Boolean);
  if (given.length !== 1) return badRequest('INVALID_IMAGE_SOURCE');
  if (snapshotId !== undefined) return { kind: 'snapshot', id: snapshotId };
  if (isoId !== undefined) return { kind: 'iso', id: isoId };
  if (typeof os !== 'number' || !Number.isSafeInteger(os)) return badRequest('INVALID_FIELD');
  return { kind: 'os', id: os };
}

/** The VM's `template`: the OS name, the snapshotted VM's template (or the snapshot's name once that VM is gone), or the ISO's name. */
function templateOf(ctx: RouteContext, team: TeamState, source: ImageSource): string {
  switch (source.kind) {
    case 'os':
      return (ctx.state.osTemplates.find((template) => template.id === source.id) ?? notFound()).name;
    case 'snapshot': {
      const snapshot = findById(team.snapshots, source.id);
      if (snapshot.status !== 'available') return badRequest('SNAPSHOT_NOT_READY');
      return team.vms.find((vm) => vm.id === snapshot.vm_id)?.template ?? snapshot.name;
    }
    case 'iso': {
      // GET /isos lists the provider's ISOs beside the team's: both are bootable.
      const iso =
        [...teamIsos(team), ...ctx.state.systemIsos].find((candidate) => candidate.id === source.id) ?? notFound();
      if (iso.status !== 100) return badRequest('ISO_NOT_READY');
      return iso.name;
    }
  }
}

/** VPCs the team owns or shares, in the VM's location, each with a fresh address and MAC. */
function attachmentsFor(ctx: RouteContext, team: TeamState, vpcIds: string[], location: string) {
  const visible = visibleVpcs(ctx.state, team);
  const vpcs = vpcIds.map((id) => visible.find(({ vpc }) => vpc.id === id)?.vpc ?? notFound());
  if (vpcs.some((vpc) => vpc.location.toLowerCase() !== location.toLowerCase())) {
    return badRequest('VPC_LOCATION_MISMATCH');
  }
  return vpcs;
}

function dueDate(now: number, cycle: PaymentCycle): number {
  return cycle === 'hourly' ? now + HOUR_MS : addMonths(now, CYCLE_MONTHS[cycle]);
}

/** Balances keep four decimals so an hourly charge of a fraction of a cent still shows. */
function deduct(balance: number, amount: number): number {
  return Math.round((balance - amount) * 10_000) / 10_000;
}

/**
 * POST /vm. Checks run in this order: role (403), the body's fields (400), the things they name
 * (404), what those things allow (400), the team's VM limit (403), free addresses (404), and the
 * balance (402); only then is anything charged or created. The VM is `building` for BUILD_MS.
 */
function deploy(ctx: RouteContext) {
  const team = ctx.team();
  refuseBiller(ctx, team);

  const name = checkName(ctx.body.string('name'), NAME_MAX);
  const cycle = readPaymentCycle(ctx);
  const typeId = ctx.body.string('instance_type');
  const locationText = ctx.body.string('location');
  const cpu = numberField(ctx, 'cpu');
  const ram = numberField(ctx, 'ram');
  const disk = numberField(ctx, 'disk');
  const source = readImageSource(ctx);
  const sshKeyIds = uuidListField(ctx, 'ssh_keys');
  const vpcIds = uuidListField(ctx, 'vpcs');
  const firewallGroupId = optionalUuidField(ctx, 'firewall_group_id');
  const wantsIpv6 = ctx.body.optionalBoolean('ipv6') ?? false;
  ctx.body.optionalBoolean('disable_ssh_blocking');
  const startupScriptId = optionalUuidField(ctx, 'startup_script_id');
  if (startupScriptId !== undefined && source.kind === 'iso') return badRequest('STARTUP_SCRIPT_NOT_ALLOWED');

  const type = findInstanceType(ctx.state, typeId);
  const location = offeredLocation(type, locationText);
  const plan: Plan = checkPlan(type, { vcpu: cpu, ram, disk });
  const template = templateOf(ctx, team, source);
  for (const keyId of sshKeyIds) findById(team.sshKeys, keyId);
  if (firewallGroupId !== undefined) findById(team.firewallGroups, firewallGroupId);
  if (startupScriptId !== undefined) findById(team.startupScripts, startupScriptId);
  const vpcs = attachmentsFor(ctx, team, vpcIds, location);

  if (team.vms.length >= team.vmLimit) return fail(403, 'VM_LIMIT_REACHED');
  const ipv4 = freePublicAddress(ctx.state, location, 4) ?? fail(404, 'RESOURCE_NOT_AVAILABLE');
  const ipv6 = wantsIpv6 ? (freePublicAddress(ctx.state, location, 6) ?? fail(404, 'RESOURCE_NOT_AVAILABLE')) : '';
  const attachments: FixtureVpcAttachment[] = vpcs.map((vpc) => ({
    vpc_id: vpc.id,
    address: freeVpcAddress(ctx.state, vpc) ?? fail(404, 'RESOURCE_NOT_AVAILABLE'),
    mac: newMac(ctx.state.ids),
  }));

  const units = unitPricesOf(type);
  const rate = rateFor(ctx.state.exchangeRates, team.currency) ?? 1;
  if (team.balance < balanceNeeded(units, plan, rate, cycle)) return fail(402, 'INSUFFICIENT_BALANCE');
  const charge = cycleAmount(units, plan, rate, cycle);
  team.balance = deduct(team.balance, charge);

  const timestamp = isoSeconds(ctx.now);
  const deployId = ctx.state.ids.uuid();
  const vm: VmRecord = {
    id: ctx.state.ids.uuid(),
    name,
    vcpu: plan.vcpu,
    ram: plan.ram,
    disk: plan.disk,
    bw_used: 0,
    main_ipv4: ipv4,
    main_ipv6: ipv6,
    template,
    firewall_group_id: firewallGroupId ?? null,
    created_at: timestamp,
    renewed_at: timestamp,
    due_date: isoSeconds(dueDate(ctx.now, cycle)),
    recurring_amount: charge,
    amount_paid: charge,
    payment_currency: team.currency.toUpperCase(),
    billing_cycle: CYCLE_MONTHS[cycle],
    status: 'building',
    location,
    bgp_enabled: false,
    password: rootPassword(),
    power_status: 'stopped',
    vpc_attachments: attachments,
    active_action_id: deployId,
    instance_type_id: type.id,
    iso_id: source.kind === 'iso' ? source.id : null,
    uki_image_id: null,
    use_uefi: false,
    sev_enabled: false,
  };
  team.vms.push(vm);
  ctx.state.scheduler.at(ctx.now + BUILD_MS, () => {
    if (vm.status === 'building') vm.status = 'active';
    vm.power_status = 'running';
    if (vm.active_action_id === deployId) vm.active_action_id = null;
  });
  // Live-API mode answers the new VM itself, as a production client of the live service reads it.
  if (ctx.settings.liveApi()) return created(presentVm(vm));
  return ctx.state.deployAnswersId ? created({ id: vm.id }) : bodiless(201);
}

export const vmDeployRoutes: RouteDefinition[] = [extensionRoute('POST', '/vm', deploy)];
