import { compareText, textSortKey } from '../../lib/textOrder';
import type { SortDirection } from './Table';

/**
 * Client-side search and sort of a loaded list. Pure, stable and fast enough for 10,000 rows on
 * every keystroke: each row's search text is folded once and cached for as long as the row object
 * lives (`prepareSearch` does it ahead of the first search), and a list is sorted once per sort order,
 * not once per keystroke: the search filters the sorted rows, which keeps their order.
 */

export type Compare<T> = (a: T, b: T) => number;

export interface FilterAndSortOptions<T, S extends string> {
  /** What the user typed; every word must match somewhere in the row, so more words narrow the list. */
  search: string;
  /** The texts a row can be found by (name, type, id…). Keep it a pure function of the row. */
  searchText: (row: T) => readonly (string | null | undefined)[];
  sort: S;
  dir: SortDirection;
  /** One ascending comparison per sort key; `dir` reverses it. */
  compare: Readonly<Record<S, Compare<T>>>;
  /** Applied (ascending, whatever `dir`) to rows the sort key finds equal, e.g. by name then id. Without it ties keep their order. */
  tieBreak?: Compare<T>;
}

/**
 * Case- and accent-insensitive text in the user's locale ("CAFÉ" finds "café", "İstanbul" folds as
 * a Turkish reader expects). Both the query and the rows go through it.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Words of a query, folded; an empty array for a blank query. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}

const haystacks = new WeakMap<object, { source: (row: never) => unknown; text: string }>();

function haystackOf<T extends object>(row: T, searchText: (row: T) => readonly (string | null | undefined)[]): string {
  const cached = haystacks.get(row);
  if (cached && cached.source === searchText) return cached.text;
  const text = foldForSearch(
    searchText(row)
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join('\n'),
  );
  haystacks.set(row, { source: searchText, text });
  return text;
}

/**
 * Folds the search text of rows `from` onwards ahead of the first search, while `hasTime()` says
 * there is time left, and returns the index of the first row not done yet:
 * `rows.length` when all are. Lets a page do the costly part of the first keystroke while idle.
 */
export function prepareSearch<T extends object>(
  rows: readonly T[],
  searchText: (row: T) => readonly (string | null | undefined)[],
  from: number,
  hasTime: () => boolean,
): number {
  let index = from;
  while (index < rows.length) {
    haystackOf(rows[index]!, searchText);
    index++;
    // After every row: one can take a third of a millisecond (an SSH key is parsed and hashed for
    // its fingerprint), so looking after a batch of them ran a slice three times past its time.
    if (!hasTime()) break;
  }
  return index;
}

export function filterRows<T extends object>(
  rows: readonly T[],
  search: string,
  searchText: (row: T) => readonly (string | null | undefined)[],
): T[] {
  const words = searchWords(search);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = haystackOf(row, searchText);
    return words.every((word) => haystack.includes(word));
  });
}

/** A new array in a stable, total order (Array.prototype.sort is stable); the input is not modified. */
export function sortRows<T, S extends string>(
  rows: readonly T[],
  { sort, dir, compare, tieBreak }: Pick<FilterAndSortOptions<T, S>, 'sort' | 'dir' | 'compare' | 'tieBreak'>,
): T[] {
  const primary: KeyedCompare<T> = compare[sort];
  const sign = dir === 'asc' ? 1 : -1;
  // Each row's key once, then plain comparisons: sorting by date otherwise looks each date up at every
  // comparison, dozens of times a row on a large list (figures: docs/performance.md).
  const keys: readonly (number | string | null)[] | null = primary.numericKey
    ? rows.map(primary.numericKey)
    : primary.textKey
      ? rows.map(primary.textKey)
      : null;
  // A text without a key (beyond ASCII) is compared with the others by the collator.
  if (!keys || keys.includes(null))
    return [...rows].sort((a, b) => primary(a, b) * sign || (tieBreak ? tieBreak(a, b) : 0));
  const order = rows.map((_, index) => index);
  order.sort((i, j) => {
    const a = keys[i]!;
    const b = keys[j]!;
    return (a < b ? -1 : a > b ? 1 : 0) * sign || (tieBreak ? tieBreak(rows[i]!, rows[j]!) : 0);
  });
  return order.map((index) => rows[index]!);
}

/**
 * A comparison of rows by a key drawn from each, which `sortRows` draws once per row: a number
 * (`sortBy.number`, `sortBy.time`), or a text's sort key (`sortBy.text`; null where the collator must judge).
 */
export type KeyedCompare<T> = Compare<T> & {
  readonly numericKey?: (row: T) => number;
  readonly textKey?: (row: T) => string | null;
};

function byNumericKey<T>(numericKey: (row: T) => number): KeyedCompare<T> {
  const compare = (a: T, b: T) => {
    const x = numericKey(a);
    const y = numericKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return Object.assign(compare, { numericKey });
}

/** A number's sort key: missing values after every number (last ascending, first descending, as compareNumber). */
const numberKey = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;

interface SortedRows {
  sort: string;
  dir: SortDirection;
  compare: object;
  tieBreak: unknown;
  rows: readonly unknown[];
}

// The last order each loaded list was sorted in, for as long as the list (its array) lives.
const sortedLists = new WeakMap<readonly object[], SortedRows>();

function sortedOnce<T extends object, S extends string>(
  rows: readonly T[],
  options: FilterAndSortOptions<T, S>,
): readonly T[] {
  const { sort, dir, compare, tieBreak } = options;
  const cached = sortedLists.get(rows);
  if (
    cached &&
    cached.sort === sort &&
    cached.dir === dir &&
    cached.compare === compare &&
    cached.tieBreak === tieBreak
  )
    return cached.rows as readonly T[];
  const sorted = sortRows(rows, options);
  sortedLists.set(rows, { sort, dir, compare, tieBreak, rows: sorted });
  return sorted;
}

/**
 * What a list page shows: the rows that match the search, sorted. The sort is done once per list
 * and order (keep `rows`, `compare` and `tieBreak` the same objects between calls) and the search
 * filters the sorted rows: a stable sort and a filter both keep the order of what they keep, so the
 * result is the same as sorting the matches, for a fraction of the cost of each keystroke.
 */
export function filterAndSort<T extends object, S extends string>(
  rows: readonly T[],
  options: FilterAndSortOptions<T, S>,
): T[] {
  return filterRows(sortedOnce(rows, options), options.search, options.searchText);
}

// Comparators for the common column kinds, to build `compare` from.

/** Text as people sort it: the user's locale, case-insensitive, numbers by value ("web 9" before "web 10"). */
export { compareText };

/** Numbers ascending; missing values last. */
export function compareNumber(a: number | null | undefined, b: number | null | undefined): number {
  const missingA = a === null || a === undefined || Number.isNaN(a);
  const missingB = b === null || b === undefined || Number.isNaN(b);
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  return a - b;
}

// Sorting 10,000 rows by date compares each date some 30 times; parsing it once is cheaper.
const parsedTimes = new Map<string, number>();
const PARSED_TIMES_LIMIT = 50_000;

function parseTime(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : 0;
  return Number.isNaN(parsed) ? 0 : parsed;
}

function timeOf(value: string | null | undefined): number {
  if (!value) return 0;
  let time = parsedTimes.get(value);
  if (time === undefined) {
    time = parseTime(value);
    if (parsedTimes.size >= PARSED_TIMES_LIMIT) parsedTimes.clear();
    parsedTimes.set(value, time);
  }
  return time;
}

/** Timestamps (ISO 8601) oldest first; values that do not parse count as the epoch. */
export function compareTime(a: string | null | undefined, b: string | null | undefined): number {
  return timeOf(a) - timeOf(b);
}

/** Plain code-unit order, for ids and other opaque strings where a locale has no say. */
export function compareId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `by(row => row.name, compareText)`: a comparison of rows from a comparison of one of their fields. */
export function by<T, V>(pick: (row: T) => V, compare: (a: V, b: V) => number): Compare<T> {
  return (a, b) => compare(pick(a), pick(b));
}

/** A comparison by one value of a row, of a kind: `sortBy.text((vpc: Vpc) => vpc.name)`. */
export const sortBy = {
  text: <T>(pick: (row: T) => string): Compare<T> =>
    Object.assign(by(pick, compareText), { textKey: (row: T) => textSortKey(pick(row)) }),
  number: <T>(pick: (row: T) => number | null | undefined): Compare<T> =>
    byNumericKey((row: T) => numberKey(pick(row))),
  time: <T>(pick: (row: T) => string | null | undefined): Compare<T> => byNumericKey((row: T) => parseTime(pick(row))),
  id: <T>(pick: (row: T) => string) => by(pick, compareId),
};

/** The first comparison that tells the rows apart. */
export function thenBy<T>(...compares: Compare<T>[]): Compare<T> {
  return (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}
