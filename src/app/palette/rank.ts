import { foldForSearch } from '../../ui/list/filterAndSort';

/**
 * Ranking of the command palette: pure, so it is unit-tested and measured on its own. An entry is
 * found by its label (a name) or by its other terms (an address, a CIDR, an id). How well the query
 * matches decides the order: exact, then prefix, then the start of a word, then anywhere, then the
 * letters in order (fuzzy, label only: on addresses and ids it would find everything).
 */

export const MATCH = { exact: 5, prefix: 4, wordPrefix: 3, substring: 2, fuzzy: 1, none: 0 } as const;
export type MatchQuality = (typeof MATCH)[keyof typeof MATCH];

export interface Rankable {
  label: string;
  terms: readonly string[];
}

interface Ranked<T> {
  entry: T;
  quality: MatchQuality;
  /** Whether the label (not another term) matched best. */
  byLabel: boolean;
}

/** Characters after which a word starts: "web" starts a word in "prod-web-1", "10" one in "ip 10.0.0.1". */
const WORD_SEPARATOR = /[\s\-_./:@,()[\]]/;

function wordPrefixAt(text: string, query: string): boolean {
  let index = text.indexOf(query, 1);
  while (index > 0) {
    if (WORD_SEPARATOR.test(text.charAt(index - 1))) return true;
    index = text.indexOf(query, index + 1);
  }
  return false;
}

/** Whether every character of `query` appears in `text` in order (spaces in the query ignored). */
export function isSubsequence(query: string, text: string): boolean {
  let at = 0;
  for (const char of query) {
    if (char === ' ') continue;
    at = text.indexOf(char, at);
    if (at === -1) return false;
    at += char.length;
  }
  return true;
}

/** How `query` matches `text`, both already folded (see foldForSearch). */
export function matchQuality(query: string, text: string, allowFuzzy: boolean): MatchQuality {
  if (query === '' || text === '') return MATCH.none;
  if (text === query) return MATCH.exact;
  if (text.startsWith(query)) return MATCH.prefix;
  if (text.includes(query)) return wordPrefixAt(text, query) ? MATCH.wordPrefix : MATCH.substring;
  return allowFuzzy && query.length > 1 && isSubsequence(query, text) ? MATCH.fuzzy : MATCH.none;
}

// Names, addresses and ids are mostly plain ASCII, where folding is lower-casing alone: skipping the
// Unicode normalisation for them makes the first search of 10,000 keys several times cheaper.
const PLAIN = /^[\x20-\x7e]*$/;
const fold = (text: string) => (PLAIN.test(text) ? text.toLocaleLowerCase() : foldForSearch(text));

interface Folded {
  label: string;
  terms: string[];
}

// Folding 10,000 entries on every keystroke would cost more than comparing them: each entry is folded
// once, for as long as the entry object lives.
const folded = new WeakMap<object, Folded>();

function foldedOf(entry: Rankable): Folded {
  let cached = folded.get(entry);
  if (!cached) {
    cached = { label: fold(entry.label), terms: entry.terms.filter(Boolean).map(fold) };
    folded.set(entry, cached);
  }
  return cached;
}

/**
 * Folds the entries ahead of the first search, a slice per task so the page stays responsive; returns
 * a function that stops. Entries already folded cost nothing.
 */
export function prepareEntries(entries: readonly Rankable[], slice = 1000): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const end = Math.min(entries.length, next + slice);
    for (; next < end; next++) foldedOf(entries[next]!);
    if (next < entries.length) timer = setTimeout(step);
  };
  timer = setTimeout(step);
  return () => clearTimeout(timer);
}

/** The best match of `query` (folded) on an entry: its label, or else its best term. */
function rankEntry<T extends Rankable>(entry: T, query: string): Ranked<T> | null {
  const text = foldedOf(entry);
  const byLabel = matchQuality(query, text.label, true);
  let best: MatchQuality = MATCH.none;
  for (const term of text.terms) {
    const quality = matchQuality(query, term, false);
    if (quality > best) best = quality;
    if (best === MATCH.exact) break;
  }
  if (byLabel === MATCH.none && best === MATCH.none) return null;
  // A label match wins over a term match of the same quality: people type names more than ids.
  return byLabel >= best ? { entry, quality: byLabel, byLabel: true } : { entry, quality: best, byLabel: false };
}

export interface RankResult<T> {
  /** The best `limit` matches, best first. */
  shown: Ranked<T>[];
  /** How many entries matched in all. */
  total: number;
}

function compareRanked<T extends Rankable>(a: Ranked<T>, b: Ranked<T>): number {
  return (
    b.quality - a.quality ||
    Number(b.byLabel) - Number(a.byLabel) ||
    // Of two equally good matches the shorter label is the closer one ("web" before "web-old").
    a.entry.label.length - b.entry.label.length ||
    (a.entry.label < b.entry.label ? -1 : a.entry.label > b.entry.label ? 1 : 0)
  );
}

/**
 * The entries matching `query`, best first, at most `limit` of them. Stable: entries that compare equal
 * keep the order they were given in (so callers put the more likely kinds first).
 */
export function rankEntries<T extends Rankable>(entries: readonly T[], query: string, limit: number): RankResult<T> {
  const needle = fold(query.trim().replace(/\s+/g, ' '));
  if (needle === '') return { shown: [], total: 0 };
  const matches: Ranked<T>[] = [];
  for (const entry of entries) {
    const ranked = rankEntry(entry, needle);
    if (ranked) matches.push(ranked);
  }
  matches.sort(compareRanked);
  return { shown: matches.slice(0, limit), total: matches.length };
}
