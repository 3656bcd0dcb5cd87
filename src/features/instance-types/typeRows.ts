import type { InstanceType } from '../../api/types';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';
import { thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';
import type { FilterOption } from '../../ui/list/FilterSelect';

/** Smallest first, as a price list reads. `location` filters to types sold there. */
export const INSTANCE_TYPE_LIST = defineListSpec({
  sort: { type: 'asc', vcpu: 'asc', ram: 'asc', disk: 'asc', network: 'asc' },
  defaultSort: 'vcpu',
  filters: { location: 'text' },
});
export type InstanceTypeSort = 'type' | 'vcpu' | 'ram' | 'disk' | 'network';
export type InstanceTypeListParams = ListParams<InstanceTypeSort, 'location'>;

/** Every location any type is sold in, A→Z, for the filter. */
export function locationOptions(types: readonly InstanceType[]): FilterOption[] {
  const names = new Set(types.flatMap((type) => type.locations));
  return [...names].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name }));
}

/** A location filter from the URL matches case-insensitively, as the API's own location filters do. */
export function soldIn(type: InstanceType, location: string): boolean {
  const wanted = location.toLocaleLowerCase();
  return type.locations.some((name) => name.toLocaleLowerCase() === wanted);
}

const searchText = (type: InstanceType) => [type.type, type.cpu, ...type.locations];

const byType = sortBy.text((type: InstanceType) => type.type);
const compare = {
  type: byType,
  vcpu: sortBy.number((type: InstanceType) => type.max_vcpu),
  ram: sortBy.number((type: InstanceType) => type.max_ram),
  disk: sortBy.number((type: InstanceType) => type.max_disk),
  network: sortBy.number((type: InstanceType) => type.network_rate),
};
/** Ties (same vCPU…) go by RAM, then name, then id, so the order never jumps. */
const tieBreak = thenBy(
  compare.ram,
  byType,
  sortBy.id((type: InstanceType) => type.id),
);

export function visibleTypes(types: readonly InstanceType[], params: InstanceTypeListParams): InstanceType[] {
  const here = params.location ? types.filter((type) => soldIn(type, params.location)) : types;
  return searchAndSort(here, params, { searchText, compare, tieBreak });
}

/**
 * The spec leaves the unit of `network_rate` open (2.12) and no provider fact names it; the
 * figures (1000, 2000, 10000) read as Mbit/s, but that is a guess, so the number is shown as the
 * API gives it, grouped for reading, and the column says the unit is unstated.
 */
export function formatRate(rate: number, locale?: string): string {
  return Number.isFinite(rate) ? new Intl.NumberFormat(locale).format(rate) : '—';
}
