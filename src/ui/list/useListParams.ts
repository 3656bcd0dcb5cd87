import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useSearchParams } from 'react-router-dom';
import type { SortDirection } from './Table';
import {
  clearedFilters,
  isNarrowed,
  parseListParams,
  toggleSort,
  writeListParams,
  type ListParams,
  type ListSpec,
} from './listParams';
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

  // The draft's truth is a ref that only typing and the write timer change, so a key always builds on
  // the last draft made, whichever render committed last. Handed over from each committed render, a
  // key typed at 4x CPU under load once built on an older draft: the write of the search before it
  // then dropped the draft, and the box lost the key. The state only re-renders.
  const draftRef = useRef<SearchDraft | null>(null);
  const [draft, setDraft] = useState<SearchDraft | null>(null);
  const updateDraft = useCallback((next: SearchDraft | null) => {
    draftRef.current = next;
    setDraft(next);
  }, []);
  const urlSearch = inUrl.q;
  const q = settleSearch(draft, urlSearch)?.q ?? urlSearch;
  // Once the URL has caught up with what was typed, or moved elsewhere, the URL is the truth again.
  useEffect(() => {
    const settled = settleSearch(draftRef.current, urlSearch);
    if (settled !== draftRef.current) updateDraft(settled);
  }, [urlSearch, updateDraft]);

  const current = useMemo(() => (q === inUrl.q ? inUrl : { ...inUrl, q }), [inUrl, q]);
  // The same object while the values stay the same (the URL catching up with what was typed, a
  // parameter of someone else's changing), so the rows a page derives from it are not derived again.
  const [params, setStableParams] = useState(current);
  if (params !== current && !sameValues(params, current)) setStableParams(current);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // While the router goes to another page (a link clicked within the pause, its code still loading),
  // writing the search would be a navigation too, and would bring the user back to this list.
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation;
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = navigation?.location !== undefined && navigation.location.pathname !== pathname;
  }, [navigation, pathname]);

  const writeUrl = useCallback(
    (changes: Partial<ListParams<S, F>>) =>
      setSearchParams((current) => writeListParams(spec, current, changes), { replace: true }),
    [spec, setSearchParams],
  );
  const setParams = useCallback(
    (changes: Partial<ListParams<S, F>>) => {
      clearTimeout(timer.current);
      const before = settleSearch(draftRef.current, urlSearch);
      const typed = changes.q === undefined ? before : typeSearch(before, changes.q, urlSearch);
      if (typed && Object.keys(changes).every((name) => name === 'q')) {
        updateDraft(typed);
        timer.current = setTimeout(() => {
          const waiting = draftRef.current;
          if (!waiting?.unwritten || leaving.current) return;
          updateDraft(writeSearch(waiting));
          writeUrl({ q: waiting.q } as Partial<ListParams<S, F>>);
        }, SEARCH_URL_DELAY_MS);
      } else if (typed?.unwritten) {
        updateDraft(writeSearch(typed));
        writeUrl({ ...changes, q: typed.q });
      } else {
        writeUrl(changes);
      }
    },
    [urlSearch, writeUrl, updateDraft],
  );
  // Generic mapped types hide that {sort, dir} is a part of the params; it is.
  const toggle = useCallback(
    (key: S) => setParams(toggleSort(spec, params, key) as Partial<ListParams<S, F>>),
    [spec, params, setParams],
  );
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
