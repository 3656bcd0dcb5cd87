import type { SortDirection } from '../../ui/Table';

/** The list's search and sort, kept in the query string so a filtered view can be linked and survives reload. */
export type SortKey = 'name' | 'created';

export interface ListParams {
  q: string;
  sort: SortKey;
  dir: SortDirection;
}

/** Newest first, so a key that was just added is at the top. */
export const DEFAULT_LIST_PARAMS: ListParams = { q: '', sort: 'created', dir: 'desc' };

/** The direction a column starts in when first chosen: A→Z for names, newest first for dates. */
const FIRST_DIRECTION: Record<SortKey, SortDirection> = { name: 'asc', created: 'desc' };

export function parseListParams(search: URLSearchParams): ListParams {
  const sortRaw = search.get('sort');
  const sort: SortKey = sortRaw === 'name' || sortRaw === 'created' ? sortRaw : DEFAULT_LIST_PARAMS.sort;
  const dirRaw = search.get('dir');
  const dir: SortDirection = dirRaw === 'asc' || dirRaw === 'desc' ? dirRaw : FIRST_DIRECTION[sort];
  return { q: search.get('q') ?? '', sort, dir };
}

/**
 * A new query string with `changes` applied. Defaults are left out (a clean URL for the plain
 * list) and parameters that belong to others are kept.
 */
export function writeListParams(current: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = { ...parseListParams(current), ...changes };
  const search = new URLSearchParams(current);
  if (next.q === '') search.delete('q');
  else search.set('q', next.q);
  if (next.sort === DEFAULT_LIST_PARAMS.sort && next.dir === DEFAULT_LIST_PARAMS.dir) {
    search.delete('sort');
    search.delete('dir');
  } else {
    search.set('sort', next.sort);
    search.set('dir', next.dir);
  }
  return search;
}

/** Clicking the sorted column flips it; clicking another column sorts by it in its natural direction. */
export function toggleSort(params: ListParams, key: SortKey): Pick<ListParams, 'sort' | 'dir'> {
  if (params.sort === key) return { sort: key, dir: params.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: FIRST_DIRECTION[key] };
}
