import { searchAndSort, thenBy, type Compare, type FilterAndSortOptions } from './filterAndSort';
import { defineListSpec, type FilterRule, type ListParams, type ListSpec } from './listParams';
import type { SortDirection } from '../Table';

/**
 * How one filter narrows the loaded rows:
 * - a test per value, `{ used: (group) => group.instance_count > 0, unused: … }`: those values are the
 *   ones the URL may carry (`filterBy` writes the common "the row's value is the chosen one");
 * - `(row, value) => boolean`: any text, e.g. a location matched in any case;
 * - `'text'`: any text, kept in the URL but narrowing nothing here, as when the server filters by it.
 */
export type FilterTest<T> =
  Readonly<Record<string, (row: T) => boolean>> | ((row: T, value: string) => boolean) | 'text';

export interface ListViewSpec<T, S extends string, F extends string>
  extends Omit<ListSpec<S, F>, 'sort' | 'filters'>, Pick<FilterAndSortOptions<T, S>, 'searchText'> {
  /**
   * Every sortable column: the direction it starts in when first chosen (A→Z for names, newest
   * first for dates) and its ascending comparison, e.g. `name: ['asc', sortBy.text((vm) => vm.name)]`.
   */
  sort: { readonly [K in S]: readonly [SortDirection, Compare<T>] };
  filters?: { readonly [K in F]: FilterTest<T> };
  /**
   * How rows the sort key finds equal are ordered (ascending, whatever the direction), the first that
   * tells them apart: sort keys and comparisons, e.g. `['name', sortBy.id((vm) => vm.id)]`.
   */
  tieBreak?: readonly (NoInfer<S> | Compare<T>)[];
}

export interface ListView<T, S extends string, F extends string> {
  /** The list's parameters, for `useListParams`. */
  spec: ListSpec<S, F>;
  /** The rows to show: those that match the search and every filter, in the chosen order. */
  visible: (rows: readonly T[], params: ListParams<S, F>) => T[];
}

/** A test per value that keeps the rows whose `pick` is the chosen value: `filterBy(['v4', 'v6'], (rule) => rule.ipType)`. */
export function filterBy<T, const V extends string>(
  values: readonly V[],
  pick: (row: T) => string | null | undefined,
): Record<V, (row: T) => boolean> {
  const tests = values.map((value) => [value, (row: T) => pick(row) === value] as const);
  return Object.fromEntries(tests) as Record<V, (row: T) => boolean>;
}

function ruleOf<T>(test: FilterTest<T>): FilterRule {
  return typeof test === 'object' ? Object.keys(test) : 'text';
}

/** The row test a filter set to `value` stands for; null when it narrows nothing. */
function testFor<T>(test: FilterTest<T>, value: string): ((row: T) => boolean) | null {
  if (value === '' || test === 'text') return null;
  if (typeof test === 'function') return (row) => test(row, value);
  return Object.prototype.hasOwnProperty.call(test, value) ? (test[value] ?? null) : null;
}

/**
 * A list declared in one place: its parameters, what a row is found by, how it sorts and how each
 * filter narrows it. `visible` is what the page shows.
 */
export function defineListView<T extends object, const S extends string, const F extends string = never>(
  view: ListViewSpec<T, S, F>,
): ListView<T, S, F> {
  const { sort, filters, searchText, tieBreak, ...params } = view;
  const columns = Object.entries<readonly [SortDirection, Compare<T>]>(sort);
  const compare = Object.fromEntries(columns.map(([key, [, byKey]]) => [key, byKey])) as Record<S, Compare<T>>;
  const tests = Object.entries<FilterTest<T>>(filters ?? {});
  const spec = defineListSpec<S, F>({
    ...params,
    sort: Object.fromEntries(columns.map(([key, [direction]]) => [key, direction])) as Record<S, SortDirection>,
    filters: Object.fromEntries(tests.map(([name, test]) => [name, ruleOf(test)])) as Record<F, FilterRule>,
  });
  const how = {
    searchText,
    compare,
    tieBreak: tieBreak && thenBy(...tieBreak.map((step) => (typeof step === 'string' ? compare[step] : step))),
  };
  return {
    spec,
    visible(rows, current) {
      // Searched and sorted first, then narrowed (a filter keeps the order): filterAndSort sorts a
      // list once per order, so it must be given the same array on every keystroke.
      const searched = searchAndSort(rows, current, how);
      const values: Record<string, string> = current;
      const active = tests.flatMap(([name, test]) => testFor(test, values[name] ?? '') ?? []);
      return active.length === 0 ? searched : searched.filter((row) => active.every((keep) => keep(row)));
    },
  };
}
