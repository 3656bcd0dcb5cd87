import type { IpList, IpListEntry } from '../../api/types';
import { parseIpListEntry } from '../../lib/ipListEntry';
import { compareAddresses, versionOf, type IpVersion } from '../../lib/ipVersion';
import { by, thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';

export const IP_LIST_NAME_MAX = 64;
export const IP_LIST_DESCRIPTION_MAX = 255;

export const IP_LIST_LIST = defineListSpec({
  sort: { name: 'asc', entries: 'desc', used: 'desc', created: 'desc' },
  defaultSort: 'name',
  filters: { use: ['used', 'unused'] },
});
export type IpListListParams = ListParams<'name' | 'entries' | 'used' | 'created', 'use'>;

const listSearch = (list: IpList) => [list.name, list.description, list.id];
const byName = sortBy.text((list: IpList) => list.name);
const listCompare = {
  name: byName,
  entries: sortBy.number((list: IpList) => list.entry_count),
  used: sortBy.number((list: IpList) => list.used_by_count),
  created: sortBy.time((list: IpList) => list.created_at),
};
const listTieBreak = thenBy(
  byName,
  sortBy.id((list: IpList) => list.id),
);

export function visibleIpLists(lists: readonly IpList[], params: IpListListParams): IpList[] {
  const narrowed =
    params.use === 'used'
      ? lists.filter((list) => list.used_by_count > 0)
      : params.use === 'unused'
        ? lists.filter((list) => list.used_by_count === 0)
        : lists;
  return searchAndSort(narrowed, params, { searchText: listSearch, compare: listCompare, tieBreak: listTieBreak });
}

export const ENTRY_LIST = defineListSpec({
  sort: { value: 'asc', created: 'desc' },
  defaultSort: 'created',
  defaultDir: 'asc',
  filters: { type: ['ipv4', 'ipv6'] },
});
export type EntryListParams = ListParams<'value' | 'created', 'type'>;

/**
 * An entry's IP version: its `type` in either spelling (`ipv4`/`ipv6` as the API documents it, `v4`/`v6`
 * from older servers), else the version its value shows.
 */
export function entryVersion(entry: Pick<IpListEntry, 'type' | 'value'>): IpVersion | null {
  return versionOf(entry.type, entry.value);
}

const entrySearch = (entry: IpListEntry) => [entry.value, entry.id];
const byCreated = sortBy.time((entry: IpListEntry) => entry.created_at);
const entryCompare = {
  // Numeric order (IPv4 first), so 9.0.0.0 comes before 10.0.0.0.
  value: by<IpListEntry, string>((entry) => entry.value, compareAddresses),
  created: byCreated,
};
const entryTieBreak = thenBy(
  byCreated,
  sortBy.id((entry: IpListEntry) => entry.id),
);

export function visibleEntries(entries: readonly IpListEntry[], params: EntryListParams): IpListEntry[] {
  const narrowed = params.type === '' ? entries : entries.filter((entry) => entryVersion(entry) === params.type);
  return searchAndSort(narrowed, params, { searchText: entrySearch, compare: entryCompare, tieBreak: entryTieBreak });
}

/** "3 of 10 lists": how much of a limit is used. */
export function usageText(count: number, limit: number, noun: { one: string; other: string }): string {
  return `${count} of ${limit} ${limit === 1 ? noun.one : noun.other}`;
}

export type EntryCheck =
  | {
      ok: true;
      value: string;
      type: IpVersion;
      /** Set when what is stored differs from what was typed. */ stored: string | null;
    }
  | { ok: false; problem: string };

/**
 * An entry as typed, checked and normalised the way the server stores it, and compared with the
 * list's entries in that form, so "198.51.100.7/24" is caught as a duplicate of "198.51.100.0/24".
 */
export function checkEntry(text: string, entries: readonly Pick<IpListEntry, 'value'>[]): EntryCheck {
  const parsed = parseIpListEntry(text);
  if (!parsed.ok) return parsed;
  if (entries.some((entry) => entry.value === parsed.value)) {
    return { ok: false, problem: `${parsed.value} is already in this list.` };
  }
  return {
    ok: true,
    value: parsed.value,
    type: parsed.type,
    stored: parsed.value === text.trim() ? null : parsed.value,
  };
}
