// An IP list entry typed into the "Add entry" field, checked and written the
// way the emulator stores it, so the page can show the stored form before
// sending and spot a duplicate that is spelt differently.

import { parseCidr } from './ip';
import type { IpVersion } from './ipVersion';

export type IpListEntryResult = { ok: true; value: string; type: IpVersion } | { ok: false; problem: string };

const FULL_PREFIX = { ipv4: 32, ipv6: 128 } as const;

/**
 * Accepts an IPv4 or IPv6 address or CIDR. The value is canonical: host bits
 * cleared and a single host (`/32`, `/128`) written as a bare address.
 */
export function parseIpListEntry(text: string): IpListEntryResult {
  const trimmed = text.trim();
  if (trimmed === '') {
    return {
      ok: false,
      problem: 'Enter an IP address or a range in CIDR notation, such as 203.0.113.7 or 198.51.100.0/24.',
    };
  }

  const cidr = parseCidr(trimmed);
  if (cidr === null) {
    return {
      ok: false,
      problem: `${trimmed} is not an IP address or CIDR range. Use a form such as 203.0.113.7, 198.51.100.0/24 or 2001:db8::/48.`,
    };
  }
  // A list is referenced by allow rules; a /0 entry would silently open every
  // such rule to the whole internet, which the provider refuses.
  if (cidr.prefix === 0) {
    return {
      ok: false,
      problem: 'A /0 range would match every address. Enter a single address or a narrower range.',
    };
  }

  const type: IpVersion = cidr.family === 4 ? 'ipv4' : 'ipv6';
  const value = cidr.prefix === FULL_PREFIX[type] ? cidr.network : `${cidr.network}/${cidr.prefix}`;
  return { ok: true, value, type };
}
