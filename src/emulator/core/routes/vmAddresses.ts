import { formatIp, parseCidr, parseIp } from '../../../lib/ip';
import type { FixtureVpc } from '../fixture';
import { sameText } from '../lookup';
import type { IdSource } from '../random';
import type { EmulatorState } from '../state';

/** One spelling per address, so pools and records written differently still compare equal. */
function canonical(text: string): string {
  const ip = parseIp(text.trim());
  return ip === null ? text : formatIp(ip.family, ip.bytes);
}

/** Every public address a VM holds or a reservation keeps, in any team. */
function publicAddressesInUse(state: EmulatorState): Set<string> {
  const used = new Set<string>();
  for (const team of state.teams.values()) {
    for (const vm of team.vms) {
      used.add(canonical(vm.main_ipv4));
      if (vm.main_ipv6 !== '') used.add(canonical(vm.main_ipv6));
    }
    for (const reservedIp of team.reservedIps) used.add(canonical(reservedIp.ip_addr));
  }
  return used;
}

/**
 * The first address of the location's VM pool that nothing uses: a destroyed VM's addresses are
 * free again because nothing holds them any more. Undefined when the pool is dry or absent.
 */
export function freePublicAddress(state: EmulatorState, location: string, family: 4 | 6): string | undefined {
  const pool = state.vmAddressPools.find((candidate) => sameText(candidate.location, location));
  if (pool === undefined) return undefined;
  const used = publicAddressesInUse(state);
  const candidates = family === 4 ? pool.ipv4 : (pool.ipv6 ?? []);
  return candidates.map(canonical).find((address) => !used.has(address));
}

function ipv4ToNumber(text: string): number {
  const ip = parseIp(text);
  if (ip?.family !== 4) throw new Error(`not an IPv4 address: ${text}`);
  return ip.bytes.reduce((total, byte) => total * 256 + byte, 0);
}

function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/**
 * A free host address inside the VPC's subnet: the network address, the first host (the
 * gateway) and the broadcast address are never handed out; neither is one a VM of any team
 * already holds in this VPC.
 */
export function freeVpcAddress(state: EmulatorState, vpc: FixtureVpc): string | undefined {
  const cidr = parseCidr(`${vpc.v4_subnet}/${vpc.v4_subnet_mask}`, { requirePrefix: true });
  if (cidr === null || cidr.family !== 4) return undefined;
  const used = new Set<string>();
  for (const team of state.teams.values()) {
    for (const vm of team.vms) {
      for (const attachment of vm.vpc_attachments) if (attachment.vpc_id === vpc.id) used.add(attachment.address);
    }
  }
  const first = ipv4ToNumber(cidr.network) + 2;
  const last = ipv4ToNumber(cidr.network) + 2 ** (32 - cidr.prefix) - 2;
  for (let host = first; host <= last; host++) {
    const address = numberToIpv4(host);
    if (!used.has(address)) return address;
  }
  return undefined;
}

/** A locally administered MAC in the range QEMU uses (52:54:00:…), as the demo VMs have. */
export function newMac(ids: IdSource): string {
  const hex = ids.hex(6);
  return `52:54:00:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}
