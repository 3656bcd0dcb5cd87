import type { Noun } from './countText';
import type { ListParams } from './listParams';
import type { ListParamsState } from './useListParams';

/** A ListToolbar's search box, bound to the list's search: `<ListToolbar {...searchBinding(list)} …>`. */
export function searchBinding<S extends string, F extends string>(list: ListParamsState<S, F>) {
  return { search: list.params.q, onSearchChange: (q: string) => list.setParams({ q } as Partial<ListParams<S, F>>) };
}

/** A FilterSelect bound to one filter of the list: `<FilterSelect label="Usage" {...filterBinding(list, 'use')} …>`. */
export function filterBinding<S extends string, F extends string>(
  list: ListParamsState<S, F>,
  name: Exclude<F, 'q' | 'sort' | 'dir'>,
) {
  return {
    value: (list.params as Record<string, string>)[name] ?? '',
    onChange: (value: string) => list.setParams({ [name]: value } as Partial<ListParams<S, F>>),
  };
}

/**
 * What the toolbar's count and the table take from one list: the rows shown, how many there are in all,
 * the noun, the sort. `<ListToolbar count={view.count} …>` and `<DataTable {...view.table} …>`; the count
 * waits for `ready` (the list has loaded).
 */
export function tableBinding<T, S extends string, F extends string>(
  list: ListParamsState<S, F>,
  view: { rows: readonly T[]; all: readonly unknown[]; noun: Noun; ready: boolean },
) {
  const total = view.all.length;
  return {
    count: view.ready ? { shown: view.rows.length, total, noun: view.noun, narrowed: list.narrowed } : null,
    table: { rows: view.rows, totalCount: total, noun: view.noun, sort: list.sort, onSort: list.toggleSort },
  };
}
