import { formatIp, parseCidr, parseIp } from '../../../lib/ip';
import {
  contractRoute,
  extensionRoute,
  param,
  withDocumentedCodes,
  type RouteContext,
  type RouteDefinition,
} from '../context';
import { DOCUMENTED_RESERVED_IP_CODES } from '../documentedErrors';
import { badRequest, fail, notFound } from '../failure';
import type { FixtureReservedIp, FixtureReservedIpPool } from '../fixture';
import { findById, sameText } from '../lookup';
import { noContent, ok } from '../responses';
import type { EmulatorState, TeamState, VmRecord } from '../state';
import { characterCount, isBlankName } from '../validation';
import { forgetPtrRecords } from './rdns';
import { chargeForNewReservedIp, newReservationBilling } from './reservedIpBilling';

/** The contract's limit on every reserved IP name. */
const RESERVED_IP_NAME_MAX = 64;
/** An IPv6 reservation is one /64 network. */
const IPV6_RESERVATION_PREFIX = 64;

function presentReservedIp(team: TeamState, reservedIp: FixtureReservedIp) {
  return {
    id: reservedIp.id,
    name: reservedIp.name,
    location: reservedIp.location,
    status: reservedIp.status,
    billing_cycle: reservedIp.billing_cycle,
    renewal_date: reservedIp.renewal_date,
    last_renewal: reservedIp.last_renewal,
    recurring_amount: reservedIp.recurring_amount,
    currency: reservedIp.currency,
    total_billed: reservedIp.total_billed,
    ip_addr: reservedIp.ip_addr,
    suspension_reason: reservedIp.suspension_reason,
    attachment: presentAttachment(team, reservedIp),
  };
}

function presentAttachment(team: TeamState, reservedIp: FixtureReservedIp): { id: string; name: string } | null {
  const vm =
    reservedIp.attached_vm_id === null
      ? undefined
      : team.vms.find((candidate) => candidate.id === reservedIp.attached_vm_id);
  return vm === undefined ? null : { id: vm.id, name: vm.name };
}

/**
 * An optional name: absent, empty or only invisible characters means "use the address"
 * (undefined); otherwise trimmed and at most 64 characters.
 */
function readOptionalName(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const name = text.trim();
  if (isBlankName(name)) return undefined;
  if (characterCount(name) > RESERVED_IP_NAME_MAX) return badRequest('IP_NAME_TOO_LONG');
  return name;
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
  return [...state.teams.values()].some((team) =>
    team.reservedIps.some((reservedIp) => reservedIp.ip_addr === address),
  );
}

function isInUse(state: EmulatorState, address: string): boolean {
  return (
    isReservedAnywhere(state, address) ||
    [...state.teams.values()].some((team) => team.vms.some((vm) => vm.main_ipv4 === address))
  );
}

function reservedIpOf(ctx: RouteContext): FixtureReservedIp {
  return findById(ctx.team().reservedIps, param(ctx, 'reservedIpId'));
}

function vmWithAddress(team: TeamState, address: string): VmRecord | undefined {
  return team.vms.find(
    (vm) => canonicalAddress(vm.main_ipv4) === address || canonicalAddress(vm.main_ipv6) === address,
  );
}

interface NewReservation {
  address: string;
  /** Left out: named after its address. */
  name: string | undefined;
  location: string;
  /** The VM whose primary address this becomes (endpoint 13), or null: unattached. */
  primaryOf: string | null;
}

/** Charges the team (or refuses: quota, balance) and records the reservation. */
function reserve(ctx: RouteContext, team: TeamState, reservation: NewReservation): FixtureReservedIp {
  chargeForNewReservedIp(team);
  const reservedIp: FixtureReservedIp = {
    id: ctx.state.ids.uuid(),
    name: reservation.name ?? reservation.address,
    location: reservation.location,
    ip_addr: reservation.address,
    ...newReservationBilling(team, ctx.now),
    attached_vm_id: reservation.primaryOf,
    is_vm_primary: reservation.primaryOf !== null,
  };
  team.reservedIps.push(reservedIp);
  return reservedIp;
}

/**
 * Endpoint 13: the VM keeps its address, which becomes a reserved IP attached as its primary. An
 * address that is no VM's primary IPv4 in the team, a VM that is not active, or an address that
 * is already reserved all answer 404 (the codes tell them apart outside documented-errors-only mode).
 */
function convert(ctx: RouteContext) {
  const team = ctx.team();
  const address = readAddress(ctx.body.string('ip_address'), 4);
  const name = readOptionalName(ctx.body.optionalString('name'));
  const vm =
    team.vms.find((candidate) => canonicalAddress(candidate.main_ipv4) === address) ?? fail(404, 'IP_NOT_PRIMARY');
  if (vm.status !== 'active') return fail(404, 'VM_NOT_ACTIVE');
  if (isReservedAnywhere(ctx.state, address)) return fail(404, 'IP_ALREADY_RESERVED');
  const reservedIp = reserve(ctx, team, { address, name, location: vm.location, primaryOf: vm.id });
  return ok({ reserved_ip: presentReservedIp(team, reservedIp) });
}

type ReservedIpType = 'ipv4' | 'ipv6';

function readIpType(ctx: RouteContext): ReservedIpType {
  const text = ctx.body.optionalString('ip_type') ?? 'ipv4';
  if (text !== 'ipv4' && text !== 'ipv6') return badRequest('INVALID_IP_TYPE');
  return text;
}

/**
 * The first free address of the pool: an IPv4 address, or an IPv6 /64 network written as its
 * network address without the length (as an IPv4 reservation is written without `/32`).
 */
function freeAddress(state: EmulatorState, pool: FixtureReservedIpPool, ipType: ReservedIpType): string | undefined {
  if (ipType === 'ipv4') return pool.addresses.find((candidate) => !isInUse(state, candidate));
  for (const text of pool.ipv6_networks ?? []) {
    const network = parseCidr(text);
    if (network === null || network.family !== 6 || network.prefix !== IPV6_RESERVATION_PREFIX) continue;
    if (!isReservedAnywhere(state, network.network)) return network.network;
  }
  return undefined;
}

/** Extension create: a fresh address (IPv4) or /64 (IPv6) from the location's pool, unattached. */
function create(ctx: RouteContext) {
  const team = ctx.team();
  const locationText = ctx.body.string('location');
  const name = readOptionalName(ctx.body.optionalString('name'));
  const ipType = readIpType(ctx);
  const pool =
    ctx.state.reservedIpPools.find((candidate) => sameText(candidate.location, locationText.trim())) ??
    badRequest('UNSUPPORTED_LOCATION');
  if (ipType === 'ipv6' && (pool.ipv6_networks ?? []).length === 0) return badRequest('NOT_SUPPORTED');
  const address = freeAddress(ctx.state, pool, ipType) ?? fail(404, 'RESOURCE_NOT_AVAILABLE');
  const reservedIp = reserve(ctx, team, { address, name, location: pool.location, primaryOf: null });
  return ok({ rip_id: reservedIp.id, ip_addr: reservedIp.ip_addr });
}

/** The VM `anchor_ip` names, checked against the reserved IP; null detaches. */
function readAnchor(ctx: RouteContext, team: TeamState, reservedIp: FixtureReservedIp): VmRecord | null {
  const anchor = ctx.body.raw('anchor_ip');
  if (anchor === null) {
    if (reservedIp.attached_vm_id !== null && reservedIp.is_vm_primary) return fail(403, 'UNABLE_TO_DETACH_PRIMARY_IP');
    return null;
  }
  if (typeof anchor !== 'string') return badRequest('INVALID_FIELD');
  if (reservedIp.attached_vm_id !== null) return fail(403, 'RESERVED_IP_ALREADY_ATTACHED');
  if (anchor.trim() === '') return fail(403, 'NO_ANCHOR_IP');
  const address = readAddress(anchor);
  // The reserved IP is routed to the anchor, so the anchor is an address of its own version: an IPv6
  // /64 cannot be routed to a VM's IPv4 address, nor an IPv4 address to its IPv6 one.
  if (parseIp(address)?.family !== parseIp(reservedIp.ip_addr)?.family) return fail(403, 'NO_ANCHOR_IP');
  const vm = vmWithAddress(team, address) ?? fail(403, 'NO_ANCHOR_IP');
  if (!sameText(vm.location, reservedIp.location)) return badRequest('INVALID_LOCATION');
  return vm;
}

/**
 * Extension update: rename (`name`, "" meaning the address), attach as an additional IP
 * (`anchor_ip`), or detach (`anchor_ip: null`). A rename answers `{name}`, an attach or detach
 * `{attachment}` (null after a detach); a body doing both answers both fields.
 */
function update(ctx: RouteContext) {
  const team = ctx.team();
  const reservedIp = reservedIpOf(ctx);
  if (reservedIp.status !== 'active') return notFound();
  const nameText = ctx.body.optionalString('name');
  const changesAnchor = ctx.body.isPresent('anchor_ip');
  if (nameText === undefined && !changesAnchor) return badRequest('MISSING_FIELD');
  const name = nameText === undefined ? undefined : (readOptionalName(nameText) ?? reservedIp.ip_addr);
  const anchor = changesAnchor ? readAnchor(ctx, team, reservedIp) : undefined;
  if (name !== undefined) reservedIp.name = name;
  if (anchor !== undefined) {
    // A PTR name belongs to one attachment: moved or detached, the address starts from the generic name.
    forgetPtrRecords(ctx.state, [reservedIp.ip_addr]);
    reservedIp.attached_vm_id = anchor?.id ?? null;
    reservedIp.is_vm_primary = false;
  }
  return ok({
    ...(name === undefined ? {} : { name: reservedIp.name }),
    ...(anchor === undefined ? {} : { attachment: presentAttachment(team, reservedIp) }),
  });
}

export const reservedIpRoutes: RouteDefinition[] = [
  // 13
  withDocumentedCodes(
    contractRoute('POST', '/network/reserved_ips/convert', convert),
    DOCUMENTED_RESERVED_IP_CODES.convert,
  ),
  // 14: docs/api-notes.md: `location`, compared case-insensitively.
  contractRoute('GET', '/network/reserved_ips', (ctx) => {
    const team = ctx.team();
    const location = ctx.req.query.get('location');
    const matching = team.reservedIps.filter(
      (reservedIp) => location === null || sameText(reservedIp.location, location),
    );
    return ok({ reserved_ips: matching.map((reservedIp) => presentReservedIp(team, reservedIp)) });
  }),
  // 15: bare object.
  contractRoute('GET', '/network/reserved_ips/:reservedIpId', (ctx) =>
    ok(presentReservedIp(ctx.team(), reservedIpOf(ctx))),
  ),
  // 16: an additional IP is detached, then released (its PTR record with it); a VM's primary IP cannot be.
  withDocumentedCodes(
    contractRoute('DELETE', '/network/reserved_ips/:reservedIpId', (ctx) => {
      const team = ctx.team();
      const reservedIp = reservedIpOf(ctx);
      if (reservedIp.attached_vm_id !== null && reservedIp.is_vm_primary)
        return fail(403, 'UNABLE_TO_DETACH_PRIMARY_IP');
      team.reservedIps.splice(team.reservedIps.indexOf(reservedIp), 1);
      forgetPtrRecords(ctx.state, [reservedIp.ip_addr]);
      return noContent();
    }),
    DOCUMENTED_RESERVED_IP_CODES.remove,
  ),
  withDocumentedCodes(extensionRoute('POST', '/network/reserved_ips', create), DOCUMENTED_RESERVED_IP_CODES.create),
  withDocumentedCodes(
    extensionRoute('PATCH', '/network/reserved_ips/:reservedIpId', update),
    DOCUMENTED_RESERVED_IP_CODES.update,
  ),
];
