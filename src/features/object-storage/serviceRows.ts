import type { ObjectStorageService } from '../../api/types';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';
import { thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';
import type { BadgeTone } from '../../ui/Badge';

export const SERVICE_LIST = defineListSpec({
  sort: { name: 'asc', location: 'asc', used: 'desc', renewal: 'asc' },
  defaultSort: 'name',
  filters: { status: 'text' },
});
export type ServiceSortKey = 'name' | 'location' | 'used' | 'renewal';
export type ServiceListParams = ListParams<ServiceSortKey, 'status'>;

/** Share of the capacity in use, 0–100 (a service with no capacity counts as full when anything is used). */
export function usedPercent(service: Pick<ObjectStorageService, 'capacity' | 'used_capacity'>): number {
  const { capacity, used_capacity: used } = service;
  if (!Number.isFinite(capacity) || !Number.isFinite(used) || used <= 0) return 0;
  if (capacity <= 0) return 100;
  return Math.min(100, (used / capacity) * 100);
}

const searchText = (s: ObjectStorageService) => [s.name, s.location, s.region, s.endpoint, s.status, s.id];

const byName = sortBy.text((s: ObjectStorageService) => s.name);
const compare = {
  name: byName,
  location: thenBy(
    sortBy.text((s: ObjectStorageService) => s.location),
    sortBy.text((s: ObjectStorageService) => s.region),
  ),
  used: sortBy.number((s: ObjectStorageService) => usedPercent(s)),
  renewal: sortBy.time((s: ObjectStorageService) => s.renewal_date),
};
const tieBreak = thenBy(
  byName,
  sortBy.id((s: ObjectStorageService) => s.id),
);

export function visibleServices(
  services: readonly ObjectStorageService[],
  params: ServiceListParams,
): ObjectStorageService[] {
  const rows = params.status
    ? services.filter((s) => s.status.toLowerCase() === params.status.toLowerCase())
    : services;
  return searchAndSort(rows, params, { searchText, compare, tieBreak });
}

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
