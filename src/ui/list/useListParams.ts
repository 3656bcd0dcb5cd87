import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortDirection } from '../Table';
import { clearedFilters, isNarrowed, parseListParams, toggleSort, writeListParams, type ListParams, type ListSpec } from './listParams';

export interface ListParamsState<S extends string, F extends string> {
  /** Search, sort and filters as read from the URL (defaults filled in). */
  params: ListParams<S, F>;
  /** Applies changes to the URL, replacing the history entry so typing does not flood Back. */
  setParams: (changes: Partial<ListParams<S, F>>) => void;
  /** What a sortable header does on click: flip the sorted column, or start another in its natural direction. */
  toggleSort: (key: S) => void;
  /** Empties the search and every filter (the "Clear search" of a list with no match). */
  clear: () => void;
  /** The search or a filter is narrowing the list. */
  narrowed: boolean;
  /** Current sort, as DataTable takes it. */
  sort: { key: S; dir: SortDirection };
}

/** A list's search, sort and filters, read from and written to the query string as `spec` declares. */
export function useListParams<S extends string, F extends string = never>(spec: ListSpec<S, F>): ListParamsState<S, F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(spec, searchParams), [spec, searchParams]);
  const setParams = useCallback(
    (changes: Partial<ListParams<S, F>>) => setSearchParams((current) => writeListParams(spec, current, changes), { replace: true }),
    [spec, setSearchParams],
  );
  // Generic mapped types hide that {sort, dir} is a part of the params; it is.
  const toggle = useCallback((key: S) => setParams(toggleSort(spec, params, key) as Partial<ListParams<S, F>>), [spec, params, setParams]);
  const clear = useCallback(() => setParams(clearedFilters(spec)), [spec, setParams]);
  return useMemo(
    () => ({
      params,
      setParams,
      toggleSort: toggle,
      clear,
      narrowed: isNarrowed(spec, params),
      sort: { key: params.sort, dir: params.dir },
    }),
    [params, setParams, toggle, clear, spec],
  );
}
