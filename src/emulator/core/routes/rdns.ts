import { extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { isValidDomain, normalizeDomain, resolveDomain, resolvingNameFor } from '../dnsNames';
import { badRequest, fail } from '../failure';
import { canonicalIp } from '../ipText';
import { bodiless, noContent, ok } from '../responses';
import type { EmulatorState, TeamState, VmRecord } from '../state';
import { vmOf } from './vms';

/**
 * The VM's public addresses, canonical and without repeats: its main IPv4, its main IPv6 when it
 * has one, and the reserved IPs attached to it (a converted primary is its main IPv4 again).
 */
export function vmAddresses(team: TeamState, vm: VmRecord): string[] {
  const candidates = [
    vm.main_ipv4,
    vm.main_ipv6,
    ...team.reservedIps.filter((reservedIp) => reservedIp.attached_vm_id === vm.id).map((r) => r.ip_addr),
  ];
  const addresses = candidates.map((text) => (text === '' ? null : canonicalIp(text)));
  return [...new Set(addresses.filter((address) => address !== null))];
}

/**
 * Drops the PTR records of addresses a VM gives up (destroyed, IPv6 off, a reserved IP detached or
 * released): records follow the address, so whoever is handed it next, in any team, would
 * otherwise read the previous holder's names.
 */
export function forgetPtrRecords(state: EmulatorState, addresses: readonly string[]): void {
  for (const text of addresses) {
    const address = canonicalIp(text);
    if (address !== null) state.rdns.delete(address);
  }
}

/** A valid address of this VM, else 400 (not an address) or 401 (someone else's, as the provider documents). */
function ownedAddress(ctx: RouteContext, vm: VmRecord, text: string): string {
  const address = canonicalIp(text) ?? badRequest('INVALID_IP_ADDRESS');
  if (!vmAddresses(ctx.team(), vm).includes(address)) return fail(401, 'IP_NOT_OWNED');
  return address;
}

/** The provider refuses changes to a locked address's PTR whatever the name (fixture `rdns_provider`). */
function refuseLockedAddress(ctx: RouteContext, address: string): void {
  if (ctx.state.rdnsLockedAddresses.has(address)) fail(422, 'RDNS_REJECTED');
}

/**
 * Every address is listed: one without a record of its own shows the generic host name, which is
 * also the name the emulator's resolution rule gives that address (so it is forward-confirmed).
 */
function list(ctx: RouteContext) {
  const vm = vmOf(ctx);
  const rdns = vmAddresses(ctx.team(), vm).map((ip) => ({
    ip,
    domain: ctx.state.rdns.get(ip) ?? resolvingNameFor(ip),
  }));
  return ok({ rdns });
}

/** Checks run in the documented order: address (400/401), name (400), resolution (400/403), provider (422). */
function set(ctx: RouteContext) {
  const vm = vmOf(ctx);
  const addressText = ctx.body.string('ip_addr');
  const domainText = ctx.body.string('domain');
  const address = ownedAddress(ctx, vm, addressText);
  const domain = normalizeDomain(domainText);
  if (!isValidDomain(domain)) return badRequest('INVALID_DOMAIN');
  const resolved = resolveDomain(ctx.state.dns, domain);
  if (resolved.length === 0) return badRequest('DOMAIN_NOT_RESOLVING');
  if (!resolved.includes(address)) return fail(403, 'DOMAIN_IP_MISMATCH');
  refuseLockedAddress(ctx, address);
  if (ctx.state.rdnsRejectedDomains.has(domain)) return fail(422, 'RDNS_REJECTED');
  ctx.state.rdns.set(address, domain);
  return bodiless(200);
}

/** Back to the generic name; removing a record that was never set is not an error. */
function remove(ctx: RouteContext) {
  const vm = vmOf(ctx);
  const address = ownedAddress(ctx, vm, param(ctx, 'ipAddr'));
  refuseLockedAddress(ctx, address);
  ctx.state.rdns.delete(address);
  return noContent();
}

export const rdnsRoutes: RouteDefinition[] = [
  extensionRoute('GET', '/vm/:vmId/rdns', list),
  extensionRoute('POST', '/vm/:vmId/rdns', set),
  extensionRoute('DELETE', '/vm/:vmId/rdns/:ipAddr', remove),
];
