import { formatQuantity } from '../../ui/values/intl';
import type { InstanceType } from '../../api/types';
import { type ListParamsOf, type SortKeyOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';
import type { FilterOption } from '../../ui/list/FilterSelect';
import { compareText } from '../../lib/textOrder';

/** Every location any type is sold in, A→Z, for the filter. */
export function locationOptions(types: readonly InstanceType[]): FilterOption[] {
  const names = new Set(types.flatMap((type) => type.locations));
  return [...names].sort(compareText).map((name) => ({ value: name, label: name }));
}

/** A location filter from the URL matches case-insensitively, as the API's own location filters do. */
export function soldIn(type: InstanceType, location: string): boolean {
  const wanted = location.toLocaleLowerCase();
  return type.locations.some((name) => name.toLocaleLowerCase() === wanted);
}

/** Smallest first, as a price list reads. `location` filters to types sold there. */
export const { spec: INSTANCE_TYPE_LIST, visible: visibleTypes } = defineListView({
  sort: {
    type: ['asc', sortBy.text((type) => type.type)],
    vcpu: ['asc', sortBy.number((type) => type.max_vcpu)],
    ram: ['asc', sortBy.number((type) => type.max_ram)],
    disk: ['asc', sortBy.number((type) => type.max_disk)],
    network: ['asc', sortBy.number((type) => type.network_rate)],
  },
  defaultSort: 'vcpu',
  filters: { location: soldIn },
  searchText: (type: InstanceType) => [type.type, type.cpu, ...type.locations],
  /** Ties (same vCPU…) go by RAM, then name, then id, so the order never jumps. */
  tieBreak: ['ram', 'type', sortBy.id((type) => type.id)],
});
export type InstanceTypeSort = SortKeyOf<typeof INSTANCE_TYPE_LIST>;
export type InstanceTypeListParams = ListParamsOf<typeof INSTANCE_TYPE_LIST>;

/** An instance type's network rate in Mbit/s (the unit is a reading of the figures: src/ui/values/intl.ts). */
export function formatRate(rate: number, locale?: string): string {
  return formatQuantity(rate, 'megabit-per-second', locale);
}

/**
 * Where the page's prices are for: the location filter's, else the first location A→Z (a price is
 * asked per location, so one must be chosen for the page to say one figure per plan).
 */
export function priceLocation(options: readonly FilterOption[], filter: string): string {
  const wanted = filter.trim().toLocaleLowerCase();
  if (wanted === '') return options[0]?.value ?? '';
  return options.find((option) => option.value.toLocaleLowerCase() === wanted)?.value ?? filter.trim();
}
