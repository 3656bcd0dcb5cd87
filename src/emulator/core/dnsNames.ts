import { canonicalIp } from './ipText';

/**
 * Name resolution for the reverse DNS checks. The emulator has no resolver: a domain resolves to
 * the addresses the fixture's `dns` table gives it, or else by a built-in rule under a reserved
 * test domain (RFC 2606), so tests and the demo can make a forward-confirmed name for any address
 * without editing the fixture: `<address with dashes>.ip.test` and any name below it resolves to
 * that address (`192-0-2-10.ip.test`, `mail.192-0-2-10.ip.test`, `2001-db8-10--10.ip.test`).
 */
const RESOLVING_SUFFIX = 'ip.test';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const MAX_DOMAIN_LENGTH = 253;

/** Lower case, without surrounding space or the root's trailing dot: the key every lookup uses. */
export function normalizeDomain(domain: string): string {
  return domain.trim().replace(/\.$/, '').toLowerCase();
}

/** A host name of at least two labels of letters, digits and inner hyphens (IDNs in their `xn--` form). */
export function isValidDomain(normalized: string): boolean {
  if (normalized.length === 0 || normalized.length > MAX_DOMAIN_LENGTH) return false;
  const labels = normalized.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/** The name the built-in rule resolves to `address` (canonical spelling). */
export function resolvingNameFor(address: string): string {
  return `${address.replaceAll(/[.:]/g, '-')}.${RESOLVING_SUFFIX}`;
}

/** The address the built-in rule gives `normalized`, or null when the name is not under the rule's domain. */
function ruleAddress(normalized: string): string | null {
  const suffix = `.${RESOLVING_SUFFIX}`;
  if (!normalized.endsWith(suffix)) return null;
  const encoded = normalized.slice(0, -suffix.length).split('.').at(-1) ?? '';
  // Four dash-separated decimal groups are IPv4; anything else is tried as IPv6 with `-` for `:`.
  const asV4 = /^\d{1,3}(-\d{1,3}){3}$/.test(encoded) ? encoded.replaceAll('-', '.') : null;
  return canonicalIp(asV4 ?? encoded.replaceAll('-', ':'));
}

/** The addresses `normalized` resolves to (empty: it does not resolve). The table wins over the rule. */
export function resolveDomain(table: ReadonlyMap<string, readonly string[]>, normalized: string): readonly string[] {
  const listed = table.get(normalized);
  if (listed !== undefined) return listed;
  const address = ruleAddress(normalized);
  return address === null ? [] : [address];
}
