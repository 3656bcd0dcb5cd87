import { describe, expect, it } from 'vitest';
import { sortBy } from './filterAndSort';
import { defaultListParams, parseListParams, type ListParamsOf } from './listParams';
import { defineListView, filterBy } from './listView';

interface Server {
  id: string;
  name: string;
  region: string;
  disks: number;
  kind: 'vm' | 'metal';
}

const { spec: SERVER_LIST, visible } = defineListView({
  sort: {
    name: ['asc', sortBy.text((server) => server.name)],
    disks: ['desc', sortBy.number((server) => server.disks)],
  },
  defaultSort: 'name',
  filters: {
    use: { used: (server) => server.disks > 0, unused: (server) => server.disks === 0 },
    kind: filterBy(['vm', 'metal'], (server: Server) => server.kind),
    region: (server, region) => server.region.toLowerCase() === region.toLowerCase(),
    team: 'text',
  },
  searchText: (server: Server) => [server.name, server.id],
  tieBreak: ['name', sortBy.id((server) => server.id)],
});

const SERVERS: Server[] = [
  { id: 'c', name: 'web 10', region: 'Amsterdam', disks: 2, kind: 'vm' },
  { id: 'a', name: 'web 9', region: 'Frankfurt', disks: 0, kind: 'metal' },
  { id: 'b', name: 'db', region: 'amsterdam', disks: 2, kind: 'vm' },
];
const params = (changes: Partial<ListParamsOf<typeof SERVER_LIST>> = {}) => ({
  ...defaultListParams(SERVER_LIST),
  ...changes,
});
const ids = (servers: Server[]) => servers.map((server) => server.id);

describe('defineListView', () => {
  it('declares the parameters: values of a test per value, any text for the others', () => {
    const url = new URLSearchParams('use=used&kind=metal&region=x&team=t1&sort=disks');
    expect(parseListParams(SERVER_LIST, url)).toEqual({
      q: '',
      sort: 'disks',
      dir: 'desc',
      use: 'used',
      kind: 'metal',
      region: 'x',
      team: 't1',
    });
    expect(parseListParams(SERVER_LIST, new URLSearchParams('use=some&kind=cloud'))).toMatchObject({
      use: '',
      kind: '',
    });
  });

  it.each([
    ['nothing narrowed, by name', {}, ['b', 'a', 'c']],
    ['a search', { q: 'WEB' }, ['a', 'c']],
    ['a test per value', { use: 'unused' }, ['a']],
    ['filterBy', { kind: 'vm' }, ['b', 'c']],
    ['a text test', { region: 'AMSTERDAM' }, ['b', 'c']],
    ['a text filter left to the server', { team: 't1' }, ['b', 'a', 'c']],
    ['a value no test knows', { use: 'toString' }, ['b', 'a', 'c']],
    ['every filter and the search at once', { q: 'web', use: 'used', region: 'amsterdam' }, ['c']],
    ['the sort, ties by the tie-break', { sort: 'disks' as const, dir: 'desc' as const }, ['b', 'c', 'a']],
  ])('shows the matching rows in order: %s', (_, changes, expected) => {
    expect(ids(visible(SERVERS, params(changes)))).toEqual(expected);
  });

  it('leaves the loaded rows as they were', () => {
    const before = [...SERVERS];
    visible(SERVERS, params({ sort: 'disks', use: 'used' }));
    expect(SERVERS).toEqual(before);
  });

  it('breaks ties by the sort keys named, then by the comparisons given', () => {
    const twins: Server[] = [
      { id: 'z', name: 'twin', region: 'Oslo', disks: 1, kind: 'vm' },
      { id: 'y', name: 'twin', region: 'Oslo', disks: 1, kind: 'vm' },
    ];
    expect(ids(visible(twins, params({ sort: 'disks', dir: 'asc' })))).toEqual(['y', 'z']);
    expect(ids(visible(twins, params({ sort: 'disks', dir: 'desc' })))).toEqual(['y', 'z']);
  });

  it('refuses filter names that clash with its own', () => {
    expect(() =>
      defineListView({
        sort: { name: ['asc', sortBy.text((server: Server) => server.name)] },
        defaultSort: 'name',
        filters: { q: 'text' },
        searchText: (server: Server) => [server.name],
      }),
    ).toThrow(/cannot be called "q"/);
  });
});

describe('filterBy', () => {
  it('keeps the rows whose value is the chosen one', () => {
    const tests = filterBy(['vm', 'metal'], (server: Server) => server.kind);
    expect(Object.keys(tests)).toEqual(['vm', 'metal']);
    expect(SERVERS.filter(tests.metal).map((server) => server.id)).toEqual(['a']);
  });
});
