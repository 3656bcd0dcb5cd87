import type { Noun } from './countText';
import type { Column } from './DataTable';
import { chosenLocation } from '../../lib/locations';
import { filterOptions, LOCATION_FILTER, type FilterOption } from './FilterSelect';
import type { ListParams } from './listParams';
import type { ListParamsState } from './useListParams';

/** How a list's search is named: its label ("Search VPCs") and what it looks in ("name or ID"). */
export interface SearchWords {
  label: string;
  by: string;
}

/**
 * A ListToolbar's search box, bound to the list's search: `<ListToolbar {...searchBinding(list, words)} …>`.
 * The placeholder says what is searched ("Search by name or ID").
 */
export function searchBinding<S extends string, F extends string>(list: ListParamsState<S, F>, words: SearchWords) {
  return {
    searchLabel: words.label,
    searchPlaceholder: `Search by ${words.by}`,
    search: list.params.q,
    onSearchChange: (q: string) => list.setParams({ q } as Partial<ListParams<S, F>>),
  };
}

/**
 * What the table says when nothing is left to show: "Nothing has a name or ID containing “web”." for a
 * search (a filter alone gets the table's own title); while the list is still arriving, that nothing
 * received so far does.
 */
export function noMatchBinding<S extends string, F extends string>(
  list: ListParamsState<S, F>,
  words: SearchWords,
  partial = false,
) {
  const { q } = list.params;
  const description = partial
    ? `Nothing received so far has a ${words.by} containing “${q}”; the rest of the list is still loading.`
    : `Nothing has a ${words.by} containing “${q}”.`;
  return { description: q ? description : undefined, onClear: list.clear };
}

/** How a filter is shown: its label, its "no filter" choice (if any) and its options (or value → label). */
export interface FilterWords {
  label: string;
  allLabel?: string;
  options: readonly FilterOption[] | Readonly<Record<string, string>>;
}

/** A FilterSelect bound to one filter of the list: `<FilterSelect {...filterBinding(list, 'use', words)} />`. */
export function filterBinding<S extends string, F extends string>(
  list: ListParamsState<S, F>,
  name: Exclude<F, 'q' | 'sort' | 'dir'>,
  words: FilterWords,
) {
  const { options } = words;
  return {
    ...words,
    options: isOptionList(options) ? options : filterOptions(options),
    value: (list.params as Record<string, string>)[name] ?? '',
    onChange: (value: string) => list.setParams({ [name]: value } as Partial<ListParams<S, F>>),
  };
}

/**
 * The location filter of a list whose locations are free text: shown in their known spelling whatever case
 * the URL has (`?location=ams` chooses "AMS").
 */
export function locationFilterBinding<S extends string, F extends string>(
  list: ListParamsState<S, F | 'location'>,
  locations: readonly string[],
) {
  return {
    ...LOCATION_FILTER,
    value: chosenLocation(locations, list.params.location),
    options: locations.map((location) => ({ value: location, label: location })),
    onChange: (location: string) => list.setParams({ location } as Partial<ListParams<S, F | 'location'>>),
  };
}

/**
 * What the toolbar and the table take from one searchable list: the search box, the count and, given the
 * table's `columns`, the Export menu (`<ListToolbar {...view.toolbar} …>`); the rows shown, how many there are
 * in all, the noun, the sort and what to say when the search finds nothing (`<DataTable {...view.table} …>`).
 * The count and the export wait for `ready` (the list has loaded); while only part of the list has arrived
 * (`partial`), count and search say so, and there is nothing whole to export yet.
 */
export function tableBinding<T, S extends string, F extends string>(
  list: ListParamsState<S, F>,
  view: {
    rows: readonly T[];
    all: readonly unknown[];
    noun: Noun;
    ready: boolean;
    partial?: boolean;
    search: SearchWords;
    /** The table's columns: those with a `value` are what Export writes. */
    columns?: readonly Column<T, S>[];
  },
) {
  const total = view.all.length;
  const { partial = false, columns } = view;
  return {
    toolbar: {
      ...searchBinding(list, view.search),
      count: view.ready ? { shown: view.rows.length, total, noun: view.noun, narrowed: list.narrowed, partial } : null,
      exportable: view.ready && !partial && columns ? { noun: view.noun, rows: view.rows, columns } : null,
    },
    table: {
      rows: view.rows,
      totalCount: total,
      noun: view.noun,
      sort: list.sort,
      onSort: list.toggleSort,
      noMatch: noMatchBinding(list, view.search, partial),
    },
  };
}

const isOptionList = (options: FilterWords['options']): options is readonly FilterOption[] => Array.isArray(options);
