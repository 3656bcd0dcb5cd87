import { formatMoney } from '../../lib/format';
import type { ObjectStorageService } from '../../api/types';
import { type ListParamsOf, type SortKeyOf } from '../../ui/list/listParams';
import { thenBy, sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';
import type { BadgeTone } from '../../ui/values/Badge';

/** Share of the capacity in use, 0–100 (a service with no capacity counts as full when anything is used). */
export function usedPercent(service: Pick<ObjectStorageService, 'capacity' | 'used_capacity'>): number {
  const { capacity, used_capacity: used } = service;
  if (!Number.isFinite(capacity) || !Number.isFinite(used) || used <= 0) return 0;
  if (capacity <= 0) return 100;
  return Math.min(100, (used / capacity) * 100);
}

const byLocation = thenBy(
  sortBy.text((s: ObjectStorageService) => s.location),
  sortBy.text((s: ObjectStorageService) => s.region),
);

export const { spec: SERVICE_LIST, visible: visibleServices } = defineListView({
  sort: {
    name: ['asc', sortBy.text((s) => s.name)],
    location: ['asc', byLocation],
    used: ['desc', sortBy.number((s) => usedPercent(s))],
    renewal: ['asc', sortBy.time((s) => s.renewal_date)],
  },
  defaultSort: 'name',
  filters: { status: (s, status) => s.status.toLowerCase() === status.toLowerCase() },
  searchText: (s: ObjectStorageService) => [s.name, s.location, s.region, s.endpoint, s.status, s.id],
  tieBreak: ['name', sortBy.id((s) => s.id)],
});
export type ServiceSortKey = SortKeyOf<typeof SERVICE_LIST>;
export type ServiceListParams = ListParamsOf<typeof SERVICE_LIST>;

/** The statuses present, for the filter menu, sorted. */
export function statusesOf(services: readonly ObjectStorageService[]): string[] {
  return [...new Set(services.map((s) => s.status))].sort();
}

/** The provider shows `active`; anything else is worth a second look. */
export function statusTone(status: string): BadgeTone {
  const value = status.toLowerCase();
  if (value === 'active') return 'success';
  if (value === 'suspended' || value === 'terminated' || value === 'cancelled') return 'danger';
  if (value === 'pending' || value === 'building' || value === 'provisioning' || value === 'awaiting_payment')
    return 'warning';
  return 'neutral';
}

export function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ').trim();
  return text === '' ? 'Unknown' : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the service's own read adds to the list's fields: the recurring charge and the traffic
 * counters (bytes). Read from whatever the server sent, so a server without them shows nothing.
 */
export interface ServiceUsage {
  recurringAmount: number | null;
  downloadBytes: number | null;
  uploadBytes: number | null;
}

function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function serviceUsage(detail: object): ServiceUsage {
  const fields = detail as { recurring_amount?: unknown; download_usage?: unknown; upload_usage?: unknown };
  return {
    recurringAmount: finiteNumber(fields.recurring_amount),
    downloadBytes: finiteNumber(fields.download_usage),
    uploadBytes: finiteNumber(fields.upload_usage),
  };
}

/**
 * The service detail's `recurring_amount` comes with no currency and no billing period (the object
 * has neither), so the figure is shown plain and says so rather than borrowing one from elsewhere.
 */
export function recurringChargeText(amount: number, locale?: string): string {
  return `${formatMoney(amount, '', locale)} (currency and period not given by the API)`;
}
