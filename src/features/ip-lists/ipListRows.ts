import type { IpList, IpListEntry } from '../../api/types';
import { parseIpListEntry } from '../../lib/ipListEntry';
import { compareAddresses, versionOf, type IpVersion } from '../../lib/ipVersion';
import { by, sortBy } from '../../ui/list/filterAndSort';
import { defineListView, filterBy } from '../../ui/list/listView';

export const IP_LIST_NAME_MAX = 64;
export const IP_LIST_DESCRIPTION_MAX = 255;

export const { spec: IP_LIST_LIST, visible: visibleIpLists } = defineListView({
  sort: {
    name: ['asc', sortBy.text((list) => list.name)],
    entries: ['desc', sortBy.number((list) => list.entry_count)],
    used: ['desc', sortBy.number((list) => list.used_by_count)],
    created: ['desc', sortBy.time((list) => list.created_at)],
  },
  defaultSort: 'name',
  filters: { use: { used: (list) => list.used_by_count > 0, unused: (list) => list.used_by_count === 0 } },
  searchText: (list: IpList) => [list.name, list.description, list.id],
  tieBreak: ['name', sortBy.id((list) => list.id)],
});

/**
 * An entry's IP version: its `type` in either spelling (`ipv4`/`ipv6` as the API documents it, `v4`/`v6`
 * from older servers), else the version its value shows.
 */
export function entryVersion(entry: Pick<IpListEntry, 'type' | 'value'>): IpVersion | null {
  return versionOf(entry.type, entry.value);
}

export const { spec: ENTRY_LIST, visible: visibleEntries } = defineListView({
  sort: {
    // Numeric order (IPv4 first), so 9.0.0.0 comes before 10.0.0.0.
    value: ['asc', by((entry) => entry.value, compareAddresses)],
    created: ['desc', sortBy.time((entry) => entry.created_at)],
  },
  defaultSort: 'created',
  defaultDir: 'asc',
  filters: { type: filterBy(['ipv4', 'ipv6'], entryVersion) },
  searchText: (entry: IpListEntry) => [entry.value, entry.id],
  tieBreak: ['created', sortBy.id((entry) => entry.id)],
});

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
