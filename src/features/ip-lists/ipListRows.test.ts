import { describe, expect, it } from 'vitest';
import type { IpList, IpListEntry } from '../../api/types';
import { defaultListParams } from '../../ui/list/listParams';
import {
  checkEntry,
  ENTRY_LIST,
  entryVersion,
  IP_LIST_LIST,
  usageText,
  visibleEntries,
  visibleIpLists,
} from './ipListRows';

const list = (name: string, entry_count: number, used_by_count: number, created_at: string): IpList => ({
  id: `id-${name}`,
  name,
  description: `${name} addresses`,
  entry_count,
  used_by_count,
  created_at,
});
const LISTS = [
  list('office', 3, 1, '2026-03-01T08:00:00Z'),
  list('Monitoring', 10, 0, '2026-04-01T08:00:00Z'),
  list('bastions', 1, 2, '2026-01-01T08:00:00Z'),
];

// The fixture keeps the console's own `v4`/`v6` spelling, which the contract (`ipv4`/`ipv6`) does not type.
const entry = (value: string, type: string, created_at: string): IpListEntry => ({
  id: `e-${value}`,
  value,
  type: type as IpListEntry['type'],
  created_at,
});
const ENTRIES = [
  entry('198.51.100.0/28', 'v4', '2026-03-01T08:00:00Z'),
  entry('2001:db8:1234::/48', 'v6', '2026-03-02T10:30:00Z'),
  entry('192.0.2.44', 'v4', '2026-03-01T08:01:00Z'),
];

describe('IP list rows', () => {
  it('sorts by name by default, case-insensitively, and by usage', () => {
    const params = defaultListParams(IP_LIST_LIST);
    expect(visibleIpLists(LISTS, params).map((l) => l.name)).toEqual(['bastions', 'Monitoring', 'office']);
    expect(visibleIpLists(LISTS, { ...params, sort: 'entries', dir: 'desc' }).map((l) => l.name)).toEqual([
      'Monitoring',
      'office',
      'bastions',
    ]);
    expect(visibleIpLists(LISTS, { ...params, use: 'unused' }).map((l) => l.name)).toEqual(['Monitoring']);
    expect(visibleIpLists(LISTS, { ...params, q: 'monitoring addr' }).map((l) => l.name)).toEqual(['Monitoring']);
  });

  it('lists entries in the order they were added, filtered by version', () => {
    const params = defaultListParams(ENTRY_LIST);
    expect(visibleEntries(ENTRIES, params).map((e) => e.value)).toEqual([
      '198.51.100.0/28',
      '192.0.2.44',
      '2001:db8:1234::/48',
    ]);
    expect(visibleEntries(ENTRIES, { ...params, type: 'ipv6' }).map((e) => e.value)).toEqual(['2001:db8:1234::/48']);
  });

  it('reads the version as the API spells it (ipv4/ipv6), as older servers do (v4/v6), or from the value', () => {
    const documented = [
      entry('2001:db8::/64', 'ipv6', '2026-03-03T00:00:00Z'),
      entry('203.0.113.0/24', 'ipv4', '2026-03-03T00:00:01Z'),
    ];
    const unlabelled = [entry('2001:db8:9::/48', '', '2026-03-03T00:00:02Z')];
    const params = defaultListParams(ENTRY_LIST);
    expect(
      visibleEntries([...ENTRIES, ...documented, ...unlabelled], { ...params, type: 'ipv6' }).map((e) => e.value),
    ).toEqual(['2001:db8:1234::/48', '2001:db8::/64', '2001:db8:9::/48']);
    expect(visibleEntries([...ENTRIES, ...documented], { ...params, type: 'ipv4' }).map((e) => e.value)).toEqual([
      '198.51.100.0/28',
      '192.0.2.44',
      '203.0.113.0/24',
    ]);
    expect(documented.map(entryVersion)).toEqual(['ipv6', 'ipv4']);
    expect(entryVersion(entry('2001:db8::1', 'v6', ''))).toBe('ipv6');
  });

  it('sorts values numerically, IPv4 first', () => {
    const params = { ...defaultListParams(ENTRY_LIST), sort: 'value' as const, dir: 'asc' as const };
    expect(visibleEntries(ENTRIES, params).map((e) => e.value)).toEqual([
      '192.0.2.44',
      '198.51.100.0/28',
      '2001:db8:1234::/48',
    ]);
  });

  it('says how much of a limit is used', () => {
    expect(usageText(3, 10, { one: 'list', other: 'lists' })).toBe('3 of 10 lists');
    expect(usageText(0, 1, { one: 'list', other: 'lists' })).toBe('0 of 1 list');
  });
});

describe('checkEntry', () => {
  it('normalises as the server stores, and says so when it differs', () => {
    expect(checkEntry('203.0.113.77/24', [])).toEqual({
      ok: true,
      value: '203.0.113.0/24',
      type: 'ipv4',
      stored: '203.0.113.0/24',
    });
    expect(checkEntry('203.0.113.7/32', [])).toEqual({
      ok: true,
      value: '203.0.113.7',
      type: 'ipv4',
      stored: '203.0.113.7',
    });
    expect(checkEntry(' 2001:db8::/48 ', [])).toEqual({ ok: true, value: '2001:db8::/48', type: 'ipv6', stored: null });
  });

  it('refuses a duplicate spelt differently, /0 and non-addresses', () => {
    expect(checkEntry('198.51.100.9/28', ENTRIES)).toEqual({
      ok: false,
      problem: '198.51.100.0/28 is already in this list.',
    });
    expect(checkEntry('192.0.2.44/32', ENTRIES)).toMatchObject({ ok: false });
    expect(checkEntry('::/0', [])).toMatchObject({ ok: false, problem: expect.stringMatching(/\/0 range/) });
    expect(checkEntry('example.com', [])).toMatchObject({ ok: false });
  });
});
