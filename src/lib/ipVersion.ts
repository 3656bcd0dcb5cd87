// IP versions as the API spells them. Reserved IP create (`ip_type`) and IP list entries (`type`)
// take `ipv4`/`ipv6` (src/api/openapi.yaml); older servers, and firewall rules, say `v4`/`v6`.
// The console sends the long form and reads either, so a list written by any of them shows right.

import { parseCidr, parseIp } from './ip';

export type IpVersion = 'ipv4' | 'ipv6';

export const IP_VERSION_LABELS: Record<IpVersion, string> = { ipv4: 'IPv4', ipv6: 'IPv6' };

/** `ipv4`, `v4`, `IPv4`, `4` → `ipv4` (likewise for 6); anything else → null. */
export function readIpVersion(value: unknown): IpVersion | null {
  if (typeof value === 'number') return value === 4 ? 'ipv4' : value === 6 ? 'ipv6' : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'ipv4' || text === 'v4' || text === '4') return 'ipv4';
  if (text === 'ipv6' || text === 'v6' || text === '6') return 'ipv6';
  return null;
}

/** The version of an address or CIDR written as text, or null when it is neither. */
export function versionOfAddress(text: string): IpVersion | null {
  const trimmed = text.trim();
  const family = (parseIp(trimmed) ?? parseCidr(trimmed))?.family;
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : null;
}

/** What the server says the version is, else what the address shows (a server may say neither). */
export function versionOf(declared: unknown, address: string): IpVersion | null {
  return readIpVersion(declared) ?? versionOfAddress(address);
}

function addressKey(text: string): { family: 4 | 6; bytes: Uint8Array; prefix: number } | null {
  const trimmed = text.trim();
  const ip = parseIp(trimmed);
  if (ip) return { family: ip.family, bytes: ip.bytes, prefix: ip.family === 4 ? 32 : 128 };
  const cidr = parseCidr(trimmed);
  const network = cidr ? parseIp(cidr.network) : null;
  return cidr && network ? { family: cidr.family, bytes: network.bytes, prefix: cidr.prefix } : null;
}

/**
 * Addresses and ranges in numeric order: IPv4 before IPv6, each by its bytes (9 before 10), a
 * wider range before a narrower one at the same network; anything unreadable after, as text.
 */
export function compareAddresses(a: string, b: string): number {
  const ka = addressKey(a);
  const kb = addressKey(b);
  if (ka === null || kb === null) {
    if (ka !== kb) return ka === null ? 1 : -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (ka.family !== kb.family) return ka.family - kb.family;
  for (let index = 0; index < ka.bytes.length; index += 1) {
    const difference = (ka.bytes[index] ?? 0) - (kb.bytes[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return ka.prefix - kb.prefix;
}
