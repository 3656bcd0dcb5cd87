import { filterAndSort, thenBy, type Compare, type FilterAndSortOptions } from './filterAndSort';
import type { FilterRule, ListParams, ListSpec } from './listParams';
import type { SortDirection } from './Table';

/**
 * How one filter narrows the loaded rows:
 * - a test per value, `{ used: (group) => group.instance_count > 0, unused: … }`: those values are the
 *   ones the URL may carry (`filterBy` writes the common "the row's value is the chosen one");
 * - `(row, value) => boolean`: any text, e.g. a location matched in any case;
 * - `'text'`: any text, kept in the URL but narrowing nothing here, as when the server filters by it.
 */
type FilterTest<T> = Readonly<Record<string, (row: T) => boolean>> | ((row: T, value: string) => boolean) | 'text';

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

function mapValues<K extends string, V, W>(record: Readonly<Record<K, V>>, change: (value: V) => W): Record<K, W> {
  return Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, change(value)])) as Record<K, W>;
}

/**
 * A list declared in one place: its parameters, what a row is found by, how it sorts and how each
 * filter narrows it. `visible` is what the page shows.
 */
export function defineListView<T extends object, const S extends string, const F extends string = never>(
  view: ListViewSpec<T, S, F>,
): ListView<T, S, F> {
  const { sort, filters = {} as Record<F, FilterTest<T>>, searchText, tieBreak = [], ...params } = view;
  for (const name of Object.keys(filters)) {
    if (name === 'q' || name === 'sort' || name === 'dir') throw new Error(`A list filter cannot be called "${name}".`);
  }
  const compare = mapValues(sort, ([, byKey]) => byKey);
  const spec: ListSpec<S, F> = {
    ...params,
    sort: mapValues(sort, ([direction]) => direction),
    filters: mapValues(filters, (test): FilterRule => (typeof test === 'object' ? Object.keys(test) : 'text')),
  };
  const how = {
    searchText,
    compare,
    tieBreak: thenBy(...tieBreak.map((step) => (typeof step === 'string' ? compare[step] : step))),
  };
  // Each filter as a test of a row and the filter's value. A value no test is declared for (none
  // that parseListParams lets through) narrows nothing.
  const tests = Object.entries<(row: T, value: string) => boolean>(
    mapValues(filters, (test) =>
      typeof test === 'function'
        ? test
        : (row: T, value: string) => test === 'text' || !Object.hasOwn(test, value) || test[value]!(row),
    ),
  );
  return {
    spec,
    visible(rows, current) {
      const values: Record<string, string> = current;
      // Searched and sorted first, then narrowed (a filter keeps the order): filterAndSort sorts a
      // list once per order, so it must be given the same array on every keystroke.
      return filterAndSort(rows, { search: current.q, sort: current.sort, dir: current.dir, ...how }).filter((row) =>
        tests.every(([name, keep]) => !values[name] || keep(row, values[name])),
      );
    },
  };
}
