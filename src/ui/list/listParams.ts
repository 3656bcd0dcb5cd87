import type { SortDirection } from './Table';

/**
 * A list's search, sort and filters, kept in the query string so a filtered view can be linked and
 * survives a reload. Pure functions: `parseListParams` never throws (anything unknown falls back to
 * the default) and `writeListParams` leaves defaults out, so the plain list has a clean URL.
 */

/** `'text'`: any value; a list of values: anything else falls back to '' (no filter). */
export type FilterRule = 'text' | readonly string[];

export interface ListSpec<S extends string, F extends string = never> {
  /** Every sortable column with the direction it starts in when first chosen (A→Z for names, newest first for dates). */
  sort: Readonly<Record<S, SortDirection>>;
  defaultSort: NoInfer<S>;
  /** Defaults to the natural direction of `defaultSort`. */
  defaultDir?: SortDirection;
  /** Extra string filters (e.g. `location`), '' meaning "no filter". Names must not be q, sort or dir (defineListView checks). */
  filters?: Readonly<Record<F, FilterRule>>;
  /** Prefix for the parameter names, for a second list on the same page (`rules.q`, `rules.sort`…). */
  prefix?: string;
}

type Reserved = 'q' | 'sort' | 'dir';

export type ListParams<S extends string, F extends string = never> = {
  q: string;
  sort: S;
  dir: SortDirection;
} & { [K in Exclude<F, Reserved>]: string };

/** A declared list's parameters, `ListParamsOf<typeof VPC_LIST>`, and its sort keys, `SortKeyOf<typeof VPC_LIST>`. */
export type ListParamsOf<L> = L extends ListSpec<infer S, infer F> ? ListParams<S, F> : never;
export type SortKeyOf<L> = L extends ListSpec<infer S, string> ? S : never;

function isSortKey<S extends string>(spec: ListSpec<S, string>, value: string | null): value is S {
  return value !== null && Object.hasOwn(spec.sort, value);
}

function isDirection(value: string | null): value is SortDirection {
  return value === 'asc' || value === 'desc';
}

function filterEntries<F extends string>(spec: ListSpec<string, F>): [F, FilterRule][] {
  return spec.filters ? (Object.entries(spec.filters) as [F, FilterRule][]) : [];
}

function defaultDirection<S extends string, F extends string>(spec: ListSpec<S, F>): SortDirection {
  return spec.defaultDir ?? spec.sort[spec.defaultSort];
}

export function defaultListParams<S extends string, F extends string>(spec: ListSpec<S, F>): ListParams<S, F> {
  const params: Record<string, string> = { q: '', sort: spec.defaultSort, dir: defaultDirection(spec) };
  for (const [name] of filterEntries(spec)) params[name] = '';
  return params as ListParams<S, F>;
}

export function parseListParams<S extends string, F extends string>(
  spec: ListSpec<S, F>,
  search: URLSearchParams,
): ListParams<S, F> {
  const p = spec.prefix ?? '';
  const sortRaw = search.get(`${p}sort`);
  const sort: S = isSortKey(spec, sortRaw) ? sortRaw : spec.defaultSort;
  const dirRaw = search.get(`${p}dir`);
  // A chosen column without a direction gets its natural one; the default column its default one.
  const dir: SortDirection = isDirection(dirRaw)
    ? dirRaw
    : sort === spec.defaultSort
      ? defaultDirection(spec)
      : spec.sort[sort];
  const params: Record<string, string> = { q: search.get(`${p}q`) ?? '', sort, dir };
  for (const [name, rule] of filterEntries(spec)) {
    const value = search.get(`${p}${name}`) ?? '';
    params[name] = rule === 'text' || rule.includes(value) ? value : '';
  }
  return params as ListParams<S, F>;
}

/**
 * A new query string with `changes` applied. Defaults are left out and parameters that belong to
 * others (a dialog's `?panel=`, another list's prefix) are kept.
 */
export function writeListParams<S extends string, F extends string>(
  spec: ListSpec<S, F>,
  current: URLSearchParams,
  changes: Partial<ListParams<S, F>>,
): URLSearchParams {
  const p = spec.prefix ?? '';
  const next: Record<string, string> = { ...parseListParams(spec, current), ...changes };
  const search = new URLSearchParams(current);
  const put = (name: string, value: string | undefined, omit: boolean) => {
    if (omit || value === undefined) search.delete(`${p}${name}`);
    else search.set(`${p}${name}`, value);
  };
  put('q', next.q, next.q === '');
  const isDefaultSort = next.sort === spec.defaultSort && next.dir === defaultDirection(spec);
  put('sort', next.sort, isDefaultSort);
  put('dir', next.dir, isDefaultSort);
  for (const [name] of filterEntries(spec)) put(name, next[name], next[name] === '');
  return search;
}

/** Search and filters back to nothing, keeping the sort. */
export function clearedFilters<S extends string, F extends string>(spec: ListSpec<S, F>): Partial<ListParams<S, F>> {
  const changes: Record<string, string> = { q: '' };
  for (const [name] of filterEntries(spec)) changes[name] = '';
  return changes as Partial<ListParams<S, F>>;
}

/** Clicking the sorted column flips it; clicking another column sorts by it in its natural direction. */
export function toggleSort<S extends string, F extends string>(
  spec: ListSpec<S, F>,
  current: Pick<ListParams<S, F>, 'sort' | 'dir'>,
  key: S,
): { sort: S; dir: SortDirection } {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: spec.sort[key] };
}

/** True when the search or any filter narrows the list (so "no rows" means "no match", not "empty"). */
export function isNarrowed<S extends string, F extends string>(
  spec: ListSpec<S, F>,
  params: ListParams<S, F>,
): boolean {
  const values = params as Record<string, string>;
  return params.q.trim() !== '' || filterEntries(spec).some(([name]) => values[name] !== '');
}
