import type { ReservedIp } from '../../api/types';
import { compareAddresses, versionOfAddress } from '../../lib/ipVersion';
import { formatMoney, formatMonths } from '../../lib/format';
import {
  by,
  compareId,
  compareNumber,
  compareText,
  compareTime,
  defineListSpec,
  filterAndSort,
  thenBy,
  type ListParams,
} from '../../ui/list';

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
export function reservedIpSearchText(rip: ReservedIp): (string | undefined)[] {
  return [rip.name, rip.ip_addr, rip.location, rip.attachment?.name, rip.suspension_reason, rip.id];
}
const byName = by<ReservedIp, string>((rip) => rip.name, compareText);
const compare = {
  name: byName,
  // Numeric order, IPv4 addresses before IPv6 networks.
  address: by<ReservedIp, string>((rip) => rip.ip_addr, compareAddresses),
  location: by<ReservedIp, string>((rip) => rip.location, compareText),
  renewal: by<ReservedIp, string>((rip) => rip.renewal_date, compareTime),
  billed: by<ReservedIp, number>((rip) => rip.total_billed, compareNumber),
};
const tieBreak = thenBy(
  byName,
  by<ReservedIp, string>((rip) => rip.id, compareId),
);

export function visibleReservedIps(rips: readonly ReservedIp[], params: ReservedIpListParams): ReservedIp[] {
  // The status narrows after the search and sort (keeping the order), so filterAndSort is given the
  // same array on every keystroke and sorts it once.
  const searched = filterAndSort(rips, {
    search: params.q,
    searchText: reservedIpSearchText,
    sort: params.sort,
    dir: params.dir,
    compare,
    tieBreak,
  });
  // A reserved IP carries no version field: an IPv6 reservation is known by its address (a /64 network).
  return searched.filter(
    (rip) =>
      (!params.status || rip.status === params.status) &&
      (!params.version || versionOfAddress(rip.ip_addr) === params.version),
  );
}

/** "$3.50 / month", "$9.00 / 3 months". */
export function recurringText(
  rip: Pick<ReservedIp, 'recurring_amount' | 'currency' | 'billing_cycle'>,
  locale?: string,
): string {
  const money = formatMoney(rip.recurring_amount, rip.currency, locale);
  return `${money} / ${rip.billing_cycle === 1 ? 'month' : formatMonths(rip.billing_cycle)}`;
}
