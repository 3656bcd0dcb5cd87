import { formatIp, parseIp } from '../../../lib/ip';
import { contractRoute, extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { FixtureReservedIp } from '../fixture';
import { findById, sameText } from '../lookup';
import { noContent, ok } from '../responses';
import type { EmulatorState, TeamState, VmRecord } from '../state';
import { checkName } from '../validation';
import { chargeForNewReservedIp, newReservationBilling } from './reservedIpBilling';

/** README API notes: the extension's create limit, applied to every reserved IP name. */
export const RESERVED_IP_NAME_MAX = 64;

function presentReservedIp(team: TeamState, rip: FixtureReservedIp) {
  const vm = rip.attached_vm_id === null ? undefined : team.vms.find((candidate) => candidate.id === rip.attached_vm_id);
  return {
    id: rip.id,
    name: rip.name,
    location: rip.location,
    status: rip.status,
    billing_cycle: rip.billing_cycle,
    renewal_date: rip.renewal_date,
    last_renewal: rip.last_renewal,
    recurring_amount: rip.recurring_amount,
    currency: rip.currency,
    total_billed: rip.total_billed,
    ip_addr: rip.ip_addr,
    suspension_reason: rip.suspension_reason,
    attachment: vm === undefined ? null : { id: vm.id, name: vm.name },
  };
}

function readName(text: string): string {
  return checkName(text, RESERVED_IP_NAME_MAX, 'IP_NAME_TOO_LONG');
}

/** One spelling per address, so `2001:DB8::1` and `2001:db8:0::1` compare equal. */
function canonicalAddress(text: string, family?: 4 | 6): string | null {
  const ip = parseIp(text.trim());
  if (ip === null || (family !== undefined && ip.family !== family)) return null;
  return formatIp(ip.family, ip.bytes);
}

function readAddress(text: string, family?: 4 | 6): string {
  return canonicalAddress(text, family) ?? badRequest('INVALID_IP_ADDRESS');
}

function isReservedAnywhere(state: EmulatorState, address: string): boolean {
  return [...state.teams.values()].some((team) => team.reservedIps.some((rip) => rip.ip_addr === address));
}

function isInUse(state: EmulatorState, address: string): boolean {
  return (
    isReservedAnywhere(state, address) ||
    [...state.teams.values()].some((team) => team.vms.some((vm) => vm.main_ipv4 === address))
  );
}

function reservedIpOf(ctx: RouteContext): FixtureReservedIp {
  return findById(ctx.team().reservedIps, param(ctx, 'ripId'));
}

function vmWithAddress(team: TeamState, address: string): VmRecord | undefined {
  return team.vms.find(
    (vm) => canonicalAddress(vm.main_ipv4) === address || canonicalAddress(vm.main_ipv6) === address,
  );
}

/** Endpoint 13: the VM keeps its address, which becomes a reserved IP attached as its primary. */
function convert(ctx: RouteContext) {
  const team = ctx.team();
  const addressText = ctx.body.string('ip_address');
  const nameText = ctx.body.string('name');
  const address = readAddress(addressText, 4);
  const name = readName(nameText);
  const vm = team.vms.find((candidate) => canonicalAddress(candidate.main_ipv4) === address) ?? badRequest('IP_NOT_PRIMARY');
  if (isReservedAnywhere(ctx.state, address)) return badRequest('IP_ALREADY_RESERVED');
  chargeForNewReservedIp(team);
  const rip: FixtureReservedIp = {
    id: ctx.state.ids.uuid(),
    name,
    location: vm.location,
    ip_addr: address,
    ...newReservationBilling(team, ctx.now),
    attached_vm_id: vm.id,
    is_vm_primary: true,
  };
  team.reservedIps.push(rip);
  return ok({ reserved_ip: presentReservedIp(team, rip) });
}

/** Extension create: a fresh address from the location's pool, unattached. */
function create(ctx: RouteContext) {
  const team = ctx.team();
  const locationText = ctx.body.string('location');
  const name = readName(ctx.body.string('name'));
  const ipType = ctx.body.optionalString('ip_type') ?? 'v4';
  if (ipType === 'v6') return badRequest('NOT_SUPPORTED');
  if (ipType !== 'v4') return badRequest('INVALID_IP_TYPE');
  const pool =
    ctx.state.reservedIpPools.find((candidate) => sameText(candidate.location, locationText.trim())) ??
    badRequest('UNSUPPORTED_LOCATION');
  const address = pool.addresses.find((candidate) => !isInUse(ctx.state, candidate));
  if (address === undefined) return badRequest('RESOURCE_NOT_AVAILABLE');
  chargeForNewReservedIp(team);
  const rip: FixtureReservedIp = {
    id: ctx.state.ids.uuid(),
    name,
    location: pool.location,
    ip_addr: address,
    ...newReservationBilling(team, ctx.now),
    attached_vm_id: null,
    is_vm_primary: false,
  };
  team.reservedIps.push(rip);
  return ok({ rip_id: rip.id, ip_addr: rip.ip_addr });
}

/** The VM `anchor_ip` names, checked against the reserved IP; null detaches. */
function readAnchor(ctx: RouteContext, team: TeamState, rip: FixtureReservedIp): VmRecord | null {
  const anchor = ctx.body.raw('anchor_ip');
  if (anchor === null) {
    if (rip.attached_vm_id !== null && rip.is_vm_primary) return badRequest('UNABLE_TO_DETACH_PRIMARY_IP');
    return null;
  }
  if (typeof anchor !== 'string') return badRequest('INVALID_FIELD');
  if (rip.attached_vm_id !== null) return badRequest('RESERVED_IP_ALREADY_ATTACHED');
  if (anchor.trim() === '') return badRequest('NO_ANCHOR_IP');
  const vm = vmWithAddress(team, readAddress(anchor)) ?? badRequest('NO_ANCHOR_IP');
  if (!sameText(vm.location, rip.location)) return badRequest('INVALID_LOCATION');
  return vm;
}

/** Extension update: rename, attach as an additional IP (`anchor_ip`), or detach (`anchor_ip: null`). */
function update(ctx: RouteContext) {
  const team = ctx.team();
  const rip = reservedIpOf(ctx);
  const nameText = ctx.body.optionalString('name');
  const changesAnchor = ctx.body.isPresent('anchor_ip');
  if (nameText === undefined && !changesAnchor) return badRequest('MISSING_FIELD');
  const name = nameText === undefined ? undefined : readName(nameText);
  const anchor = changesAnchor ? readAnchor(ctx, team, rip) : undefined;
  if (name !== undefined) rip.name = name;
  if (anchor !== undefined) {
    rip.attached_vm_id = anchor?.id ?? null;
    rip.is_vm_primary = false;
  }
  return ok({ reserved_ip: presentReservedIp(team, rip) });
}

export const reservedIpRoutes: RouteDefinition[] = [
  // 13
  contractRoute('POST', '/network/reserved_ips/convert', convert),
  // 14: README API notes: `location`, compared case-insensitively.
  contractRoute('GET', '/network/reserved_ips', (ctx) => {
    const team = ctx.team();
    const location = ctx.req.query.get('location');
    const matching = team.reservedIps.filter((rip) => location === null || sameText(rip.location, location));
    return ok({ reserved_ips: matching.map((rip) => presentReservedIp(team, rip)) });
  }),
  // 15: bare object.
  contractRoute('GET', '/network/reserved_ips/:ripId', (ctx) => ok(presentReservedIp(ctx.team(), reservedIpOf(ctx)))),
  // 16: an additional IP is detached, then released; a VM's primary IP cannot be.
  contractRoute('DELETE', '/network/reserved_ips/:ripId', (ctx) => {
    const team = ctx.team();
    const rip = reservedIpOf(ctx);
    if (rip.attached_vm_id !== null && rip.is_vm_primary) return badRequest('UNABLE_TO_DETACH_PRIMARY_IP');
    team.reservedIps.splice(team.reservedIps.indexOf(rip), 1);
    return noContent();
  }),
  extensionRoute('POST', '/network/reserved_ips', create),
  extensionRoute('PATCH', '/network/reserved_ips/:ripId', update),
];
