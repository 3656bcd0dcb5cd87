import type { SshKey } from '../../../api/types';
import { filterRows, searchWords } from '../../../ui/list/filterAndSort';
import { keySearchText } from './keySummary';

/** Up to this many keys the picker is the plain list of boxes; past it, the chosen keys and a search. */
export const PLAIN_LIST_MAX = 12;

/**
 * The most matching keys shown as boxes at once: enough to pick from once searched, few enough for the
 * first render (each key shown is parsed and hashed for its fingerprint; its cost: docs/performance.md).
 */
export const SHOWN_MATCHES_MAX = 20;

export interface KeyMatches {
  /** The first matching keys, in the team's order. */
  shown: SshKey[];
  /** How many keys match in all. */
  total: number;
}

/** The keys a search finds (every word in the name, type or fingerprint), at most `max` of them shown. */
export function matchingKeys(keys: readonly SshKey[], search: string, max = SHOWN_MATCHES_MAX): KeyMatches {
  if (searchWords(search).length === 0) return { shown: keys.slice(0, max), total: keys.length };
  const found = filterRows(keys, search, keySearchText);
  return { shown: found.slice(0, max), total: found.length };
}

/** A chosen key, or the id of one the team no longer has (it stays listed so it can be unticked). */
export interface ChosenKey {
  id: string;
  key: SshKey | undefined;
}

/**
 * The chosen keys in the order chosen, found in one pass over the team's keys (none at all while
 * nothing is chosen, as on the page's first render).
 */
export function chosenKeys(chosen: readonly string[], keys: readonly SshKey[]): ChosenKey[] {
  if (chosen.length === 0) return [];
  const wanted = new Set(chosen);
  const found = new Map<string, SshKey>();
  for (const key of keys) {
    if (wanted.has(key.id)) found.set(key.id, key);
    if (found.size === wanted.size) break;
  }
  return chosen.map((id) => ({ id, key: found.get(id) }));
}

// One formatter for every count: making one costs far more than using it.
let counts: Intl.NumberFormat | undefined;

/** A count as the user reads numbers ("10,003" in English). */
export function formatCount(count: number): string {
  counts ??= new Intl.NumberFormat();
  return counts.format(count);
}

/** What the line under the matches says: how many more there are, or that there are none. */
export function matchesSummary({ shown, total }: KeyMatches, search: string): string {
  const more = total - shown.length;
  const searching = searchWords(search).length > 0;
  if (total === 0) return searching ? `No SSH key matches “${search.trim()}”.` : '';
  if (more > 0)
    return searching
      ? `and ${formatCount(more)} more: refine the search.`
      : `and ${formatCount(more)} more: search by name, type or fingerprint.`;
  if (!searching) return '';
  return total === 1 ? '1 key matches.' : `${formatCount(total)} keys match.`;
}

/** After unticking the chosen key `id`, the chosen box that takes the focus: the next, else the one before. */
export function focusAfterUntick(chosen: readonly string[], id: string): string | null {
  const index = chosen.indexOf(id);
  if (index === -1) return null;
  return chosen[index + 1] ?? chosen[index - 1] ?? null;
}
