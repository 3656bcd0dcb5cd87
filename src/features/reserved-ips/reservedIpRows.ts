import type { ReservedIp } from '../../api/types';
import { compareAddresses, versionOfAddress } from '../../lib/ipVersion';
import { formatMoney, formatMonths } from '../../lib/format';
import { by, sortBy } from '../../ui/list/filterAndSort';
import { type ListParamsOf, type SortKeyOf } from '../../ui/list/listParams';
import { defineListView, filterBy } from '../../ui/list/listView';

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

/**
 * `location` is sent to the server (endpoint 14 compares it case-insensitively), so a link with
 * `?location=amsterdam` shows Amsterdam's addresses; `status` and the search narrow in the browser.
 */
export const { spec: RESERVED_IP_LIST, visible: visibleReservedIps } = defineListView({
  sort: {
    name: ['asc', sortBy.text((reservedIp) => reservedIp.name)],
    // Numeric order, IPv4 addresses before IPv6 networks.
    address: ['asc', by((reservedIp) => reservedIp.ip_addr, compareAddresses)],
    location: ['asc', sortBy.text((reservedIp) => reservedIp.location)],
    renewal: ['asc', sortBy.time((reservedIp) => reservedIp.renewal_date)],
    billed: ['desc', sortBy.number((reservedIp) => reservedIp.total_billed)],
  },
  defaultSort: 'name',
  filters: {
    location: 'text',
    status: filterBy(['active', 'suspended'], (reservedIp: ReservedIp) => reservedIp.status),
    // A reserved IP carries no version field: an IPv6 reservation is known by its address (a /64 network).
    version: filterBy(['ipv4', 'ipv6'], (reservedIp: ReservedIp) => versionOfAddress(reservedIp.ip_addr)),
  },
  searchText: reservedIpSearchText,
  tieBreak: ['name', sortBy.id((reservedIp) => reservedIp.id)],
});
export type ReservedIpSortKey = SortKeyOf<typeof RESERVED_IP_LIST>;
export type ReservedIpListParams = ListParamsOf<typeof RESERVED_IP_LIST>;

/** "$3.50 / month", "$9.00 / 3 months". */
export function recurringText(
  reservedIp: Pick<ReservedIp, 'recurring_amount' | 'currency' | 'billing_cycle'>,
  locale?: string,
): string {
  const money = formatMoney(reservedIp.recurring_amount, reservedIp.currency, locale);
  return `${money} / ${billingPeriodText(reservedIp.billing_cycle)}`;
}

/** "month", "3 months": what a recurring amount is charged for. */
export function billingPeriodText(cycle: number): string {
  return cycle === 1 ? 'month' : formatMonths(cycle);
}
