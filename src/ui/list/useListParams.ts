import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortDirection } from '../Table';
import { clearedFilters, isNarrowed, parseListParams, toggleSort, writeListParams, type ListParams, type ListSpec } from './listParams';
import { settleSearch, typeSearch, writeSearch, type SearchDraft } from './searchDraft';

/** How long typing must pause before the search goes into the URL (see searchDraft.ts). */
export const SEARCH_URL_DELAY_MS = 300;

export interface ListParamsState<S extends string, F extends string> {
  /** Search, sort and filters as read from the URL (defaults filled in), the search as typed. */
  params: ListParams<S, F>;
  /**
   * Applies changes, replacing the history entry so typing does not flood Back. A change of the
   * search alone is shown at once and written to the URL when typing pauses; any other change is
   * written at once, with the search typed so far.
   */
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
  const inUrl = useMemo(() => parseListParams(spec, searchParams), [spec, searchParams]);

  const [draft, setDraft] = useState<SearchDraft | null>(null);
  const settled = settleSearch(draft, inUrl.q);
  // Dropped during render, as soon as the URL has caught up or moved elsewhere.
  if (settled !== draft) setDraft(settled);
  const q = settled?.q ?? inUrl.q;
  const current = useMemo(() => (q === inUrl.q ? inUrl : { ...inUrl, q }), [inUrl, q]);
  // The same object while the values stay the same (the URL catching up with what was typed, a
  // parameter of someone else's changing), so the rows a page derives from it are not derived again.
  const [params, setStableParams] = useState(current);
  if (params !== current && !sameValues(params, current)) setStableParams(current);

  // For the handlers and the timer, which run after the render that settled the draft.
  const draftRef = useRef<SearchDraft | null>(null);
  useLayoutEffect(() => {
    draftRef.current = settled;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const writeUrl = useCallback(
    (changes: Partial<ListParams<S, F>>) => setSearchParams((current) => writeListParams(spec, current, changes), { replace: true }),
    [spec, setSearchParams],
  );
  const urlSearch = inUrl.q;
  const setParams = useCallback(
    (changes: Partial<ListParams<S, F>>) => {
      clearTimeout(timer.current);
      const update = (next: SearchDraft | null) => {
        draftRef.current = next;
        setDraft(next);
      };
      const typed = changes.q === undefined ? draftRef.current : typeSearch(draftRef.current, changes.q, urlSearch);
      if (typed && Object.keys(changes).every((name) => name === 'q')) {
        update(typed);
        timer.current = setTimeout(() => {
          const waiting = draftRef.current;
          if (!waiting?.unwritten) return;
          update(writeSearch(waiting));
          writeUrl({ q: waiting.q } as Partial<ListParams<S, F>>);
        }, SEARCH_URL_DELAY_MS);
      } else if (typed?.unwritten) {
        update(writeSearch(typed));
        writeUrl({ ...changes, q: typed.q });
      } else {
        writeUrl(changes);
      }
    },
    [urlSearch, writeUrl],
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

function sameValues(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}
