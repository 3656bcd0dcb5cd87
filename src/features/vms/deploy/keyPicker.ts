import type { SshKey } from '../../../api/types';
import { filterRows, searchWords } from '../../../ui/list/filterAndSort';
import { keySearchText } from './keySummary';

/** Up to this many keys the picker is the plain list of boxes; past it, the chosen keys and a search. */
export const PLAIN_LIST_MAX = 12;

/** The most matching keys shown as boxes at once: enough to pick from, few enough to render at once. */
export const SHOWN_MATCHES_MAX = 30;

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

export function keysById(keys: readonly SshKey[]): ReadonlyMap<string, SshKey> {
  return new Map(keys.map((key) => [key.id, key]));
}

export function chosenKeys(chosen: readonly string[], byId: ReadonlyMap<string, SshKey>): ChosenKey[] {
  return chosen.map((id) => ({ id, key: byId.get(id) }));
}

/** What the line under the matches says: how many more there are, or that there are none. */
export function matchesSummary({ shown, total }: KeyMatches, search: string): string {
  const more = total - shown.length;
  const searching = searchWords(search).length > 0;
  if (total === 0) return searching ? `No SSH key matches “${search.trim()}”.` : '';
  if (more > 0)
    return searching
      ? `and ${more.toLocaleString()} more: refine the search.`
      : `and ${more.toLocaleString()} more: search by name, type or fingerprint.`;
  if (!searching) return '';
  return total === 1 ? '1 key matches.' : `${total.toLocaleString()} keys match.`;
}

/** After unticking the chosen key `id`, the chosen box that takes the focus: the next, else the one before. */
export function focusAfterUntick(chosen: readonly string[], id: string): string | null {
  const index = chosen.indexOf(id);
  if (index === -1) return null;
  return chosen[index + 1] ?? chosen[index - 1] ?? null;
}
