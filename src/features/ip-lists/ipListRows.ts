import type { IpList, IpListEntry } from '../../api/types';
import { parseIpListEntry } from '../../lib/ipListEntry';
import { compareAddresses, versionOf, type IpVersion } from '../../lib/ipVersion';
import {
  by,
  compareId,
  compareNumber,
  compareText,
  compareTime,
  defineListSpec,
  filterAndSort,
  thenBy,
  type ListParams,
} from '../../ui/list';

export const IP_LIST_NAME_MAX = 64;
export const IP_LIST_DESCRIPTION_MAX = 255;

export const IP_LIST_LIST = defineListSpec({
  sort: { name: 'asc', entries: 'desc', used: 'desc', created: 'desc' },
  defaultSort: 'name',
  filters: { use: ['used', 'unused'] },
});
export type IpListListParams = ListParams<'name' | 'entries' | 'used' | 'created', 'use'>;

const listSearch = (list: IpList) => [list.name, list.description, list.id];
const byName = by<IpList, string>((list) => list.name, compareText);
const listCompare = {
  name: byName,
  entries: by<IpList, number>((list) => list.entry_count, compareNumber),
  used: by<IpList, number>((list) => list.used_by_count, compareNumber),
  created: by<IpList, string>((list) => list.created_at, compareTime),
};
const listTieBreak = thenBy(
  byName,
  by<IpList, string>((list) => list.id, compareId),
);

export function visibleIpLists(lists: readonly IpList[], params: IpListListParams): IpList[] {
  const narrowed =
    params.use === 'used'
      ? lists.filter((list) => list.used_by_count > 0)
      : params.use === 'unused'
        ? lists.filter((list) => list.used_by_count === 0)
        : lists;
  return filterAndSort(narrowed, {
    search: params.q,
    searchText: listSearch,
    sort: params.sort,
    dir: params.dir,
    compare: listCompare,
    tieBreak: listTieBreak,
  });
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
const byCreated = by<IpListEntry, string>((entry) => entry.created_at, compareTime);
const entryCompare = {
  // Numeric order (IPv4 first), so 9.0.0.0 comes before 10.0.0.0.
  value: by<IpListEntry, string>((entry) => entry.value, compareAddresses),
  created: byCreated,
};
const entryTieBreak = thenBy(
  byCreated,
  by<IpListEntry, string>((entry) => entry.id, compareId),
);

export function visibleEntries(entries: readonly IpListEntry[], params: EntryListParams): IpListEntry[] {
  const narrowed = params.type === '' ? entries : entries.filter((entry) => entryVersion(entry) === params.type);
  return filterAndSort(narrowed, {
    search: params.q,
    searchText: entrySearch,
    sort: params.sort,
    dir: params.dir,
    compare: entryCompare,
    tieBreak: entryTieBreak,
  });
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
