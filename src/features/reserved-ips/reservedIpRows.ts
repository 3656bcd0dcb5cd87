import type { ReservedIp } from '../../api/types';
import { compareAddresses, versionOfAddress } from '../../lib/ipVersion';
import { formatMoney, formatMonths } from '../../lib/format';
import { by, thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';

/**
 * `location` is sent to the server (endpoint 14 compares it case-insensitively), so a link with
 * `?location=amsterdam` shows Amsterdam's addresses; `status` and the search narrow in the browser.
 */
export const RESERVED_IP_LIST = defineListSpec({
  sort: { name: 'asc', address: 'asc', location: 'asc', renewal: 'asc', billed: 'desc' },
  defaultSort: 'name',
  filters: { location: 'text', status: ['active', 'suspended'], version: ['ipv4', 'ipv6'] },
});
export type ReservedIpSortKey = 'name' | 'address' | 'location' | 'renewal' | 'billed';
export type ReservedIpListParams = ListParams<ReservedIpSortKey, 'location' | 'status' | 'version'>;

/** Found by name, address, location, the VM it is attached to, why it is suspended and id. */
export function reservedIpSearchText(reservedIp: ReservedIp): (string | undefined)[] {
  return [
    reservedIp.name,
    reservedIp.ip_addr,
    reservedIp.location,
    reservedIp.attachment?.name,
    reservedIp.suspension_reason,
    reservedIp.id,
  ];
}
const byName = sortBy.text((reservedIp: ReservedIp) => reservedIp.name);
const compare = {
  name: byName,
  // Numeric order, IPv4 addresses before IPv6 networks.
  address: by<ReservedIp, string>((reservedIp) => reservedIp.ip_addr, compareAddresses),
  location: sortBy.text((reservedIp: ReservedIp) => reservedIp.location),
  renewal: sortBy.time((reservedIp: ReservedIp) => reservedIp.renewal_date),
  billed: sortBy.number((reservedIp: ReservedIp) => reservedIp.total_billed),
};
const tieBreak = thenBy(
  byName,
  sortBy.id((reservedIp: ReservedIp) => reservedIp.id),
);

export function visibleReservedIps(reservedIps: readonly ReservedIp[], params: ReservedIpListParams): ReservedIp[] {
  // The status narrows after the search and sort (keeping the order), so filterAndSort is given the
  // same array on every keystroke and sorts it once.
  const searched = searchAndSort(reservedIps, params, { searchText: reservedIpSearchText, compare, tieBreak });
  // A reserved IP carries no version field: an IPv6 reservation is known by its address (a /64 network).
  return searched.filter(
    (reservedIp) =>
      (!params.status || reservedIp.status === params.status) &&
      (!params.version || versionOfAddress(reservedIp.ip_addr) === params.version),
  );
}

/** "$3.50 / month", "$9.00 / 3 months". */
export function recurringText(
  reservedIp: Pick<ReservedIp, 'recurring_amount' | 'currency' | 'billing_cycle'>,
  locale?: string,
): string {
  const money = formatMoney(reservedIp.recurring_amount, reservedIp.currency, locale);
  return `${money} / ${reservedIp.billing_cycle === 1 ? 'month' : formatMonths(reservedIp.billing_cycle)}`;
}
