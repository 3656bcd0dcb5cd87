import { describe, expect, it, vi } from 'vitest';
import {
  by,
  compareId,
  compareNumber,
  compareText,
  compareTime,
  filterAndSort,
  filterRows,
  foldForSearch,
  prepareSearch,
  sortBy,
  sortRows,
  thenBy,
} from './filterAndSort';

interface Row {
  id: string;
  name: string;
  city: string;
  size: number | null;
  created: string;
}

const rows: Row[] = [
  { id: 'b', name: 'web 10', city: 'Zürich', size: 2, created: '2024-03-01T10:00:00Z' },
  { id: 'a', name: 'Web 9', city: 'İstanbul', size: null, created: '2024-01-15T08:00:00Z' },
  { id: 'c', name: 'db', city: 'Ams', size: 8, created: '2024-03-01T10:00:00Z' },
  { id: 'd', name: 'cache', city: 'fra', size: 2, created: 'not a date' },
];
/** `length` rows cycling through the four above, each with its own id (`id-<index>`). */
function manyRows(length: number, change: (index: number) => Partial<Row> = () => ({})): Row[] {
  return Array.from({ length }, (_, index) => ({ ...rows[index % 4]!, id: `id-${index}`, ...change(index) }));
}
const ids = (list: Row[]) => list.map((row) => row.id);
const searchText = (row: Row) => [row.name, row.city, row.id];
const compare = {
  name: by<Row, string>((row) => row.name, compareText),
  size: by<Row, number | null>((row) => row.size, compareNumber),
  created: by<Row, string>((row) => row.created, compareTime),
};

describe('filterRows', () => {
  it('matches case- and accent-insensitively', () => {
    expect(ids(filterRows(rows, 'WEB', searchText))).toEqual(['b', 'a']);
    expect(ids(filterRows(rows, 'zurich', searchText))).toEqual(['b']);
    expect(ids(filterRows(rows, 'ZÜRICH', searchText))).toEqual(['b']);
    expect(foldForSearch('Café')).toBe('cafe');
  });

  it('needs every word to match somewhere in the row', () => {
    expect(ids(filterRows(rows, 'web zur', searchText))).toEqual(['b']);
    expect(ids(filterRows(rows, 'web ams', searchText))).toEqual([]);
  });

  it('keeps everything, in order, for a blank query and skips missing texts', () => {
    expect(ids(filterRows(rows, '  ', searchText))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(filterRows(rows, 'x', (row) => [row.size === null ? null : undefined, row.name]))).toEqual([]);
  });

  it('follows a different searchText for the same rows', () => {
    expect(ids(filterRows(rows, 'a', (row) => [row.id]))).toEqual(['a']);
    expect(ids(filterRows(rows, 'a', (row) => [row.city]))).toEqual(['a', 'c', 'd']);
  });
});

describe('sortRows', () => {
  it('sorts text naturally (9 before 10), ignoring case, in both directions', () => {
    expect(ids(sortRows(rows, { sort: 'name', dir: 'asc', compare }))).toEqual(['d', 'c', 'a', 'b']);
    expect(ids(sortRows(rows, { sort: 'name', dir: 'desc', compare }))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('is stable: equal rows keep their order unless a tie-break says otherwise', () => {
    expect(ids(sortRows(rows, { sort: 'created', dir: 'asc', compare }))).toEqual(['d', 'a', 'b', 'c']);
    const idDescending = (x: Row, y: Row) => compareId(y.id, x.id);
    expect(ids(sortRows(rows, { sort: 'created', dir: 'asc', compare, tieBreak: idDescending }))).toEqual([
      'd',
      'a',
      'c',
      'b',
    ]);
    const tieBreak = by<Row, string>((row) => row.id, compareId);
    // The tie-break stays ascending when the direction flips.
    expect(ids(sortRows(rows, { sort: 'created', dir: 'desc', compare, tieBreak }))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('puts missing numbers last and unparsable dates first', () => {
    expect(ids(sortRows(rows, { sort: 'size', dir: 'asc', compare })).slice(-1)).toEqual(['a']);
    expect(ids(sortRows(rows, { sort: 'created', dir: 'asc', compare }))[0]).toBe('d');
  });

  it('orders by a number or a date drawn once per row exactly as comparing the rows pairwise does', () => {
    const many = manyRows(2000, (index) => ({
      size: index % 7 === 0 ? null : (index * 7919) % 97,
      created: index % 11 === 0 ? 'not a date' : `2024-0${1 + (index % 9)}-1${index % 10}T10:00:00Z`,
    }));
    const keyed = { size: sortBy.number((row: Row) => row.size), created: sortBy.time((row: Row) => row.created) };
    const tieBreak = by<Row, string>((row) => row.id, compareId);
    for (const sort of ['size', 'created'] as const)
      for (const dir of ['asc', 'desc'] as const) {
        expect(ids(sortRows(many, { sort, dir, compare: keyed, tieBreak })), `${sort} ${dir}`).toEqual(
          ids(sortRows(many, { sort, dir, compare, tieBreak })),
        );
        expect(ids(sortRows(many, { sort, dir, compare: keyed })), `${sort} ${dir}, stable`).toEqual(
          ids(sortRows(many, { sort, dir, compare })),
        );
      }
  });

  it('orders by a text key drawn once per row exactly as comparing the names pairwise does, beyond ASCII too', () => {
    const names = ['web 10', 'Web 9', 'db-2', 'db 1', '_tmp', 'a001b', 'a1c', 'x', 'X', 'vm 007', 'vm 7', ''];
    const ascii = manyRows(2000, (index) => ({ name: `${names[index % names.length]!}${index % 5}` }));
    const mixed = manyRows(200, (index) => ({ name: index % 9 === 0 ? `Zürich ${index}` : `zone ${index}` }));
    const keyed = { name: sortBy.text((row: Row) => row.name) };
    const tieBreak = by<Row, string>((row) => row.id, compareId);
    for (const list of [ascii, mixed])
      for (const dir of ['asc', 'desc'] as const) {
        expect(ids(sortRows(list, { sort: 'name', dir, compare: keyed, tieBreak })), dir).toEqual(
          ids(sortRows(list, { sort: 'name', dir, compare, tieBreak })),
        );
        expect(ids(sortRows(list, { sort: 'name', dir, compare: keyed })), `${dir}, stable`).toEqual(
          ids(sortRows(list, { sort: 'name', dir, compare })),
        );
      }
  });

  it('does not modify its input', () => {
    const before = ids(rows);
    sortRows(rows, { sort: 'name', dir: 'desc', compare });
    expect(ids(rows)).toEqual(before);
  });
});

describe('filterAndSort', () => {
  it('filters, then sorts', () => {
    expect(ids(filterAndSort(rows, { search: 'web', searchText, sort: 'name', dir: 'desc', compare }))).toEqual([
      'b',
      'a',
    ]);
  });

  it('searches and sorts 10,000 rows correctly (speed is measured by npm run bench, not asserted)', () => {
    const many = manyRows(10_000, (index) => ({ name: `host ${index}` }));
    const found = filterAndSort(many, { search: 'host 999', searchText, sort: 'name', dir: 'asc', compare });
    // Every word must match somewhere: "999" matches host 999, host 1999 … host 9999, in natural order.
    const expected = many.map((row) => row.name).filter((name) => name.includes('999'));
    expected.sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
    expect(found.map((row) => row.name)).toEqual(expected);
    expect(found).toHaveLength(19);
  });
});

describe('filterAndSort over a list it has sorted before', () => {
  it('sorts once per order, and follows a new order, direction or list', () => {
    const list = rows.map((row) => ({ ...row }));
    const counting = { ...compare, name: vi.fn(compare.name) };
    const options = { searchText, sort: 'name' as const, dir: 'asc' as const, compare: counting };
    expect(ids(filterAndSort(list, { ...options, search: '' }))).toEqual(['d', 'c', 'a', 'b']);
    const comparisons = counting.name.mock.calls.length;
    expect(ids(filterAndSort(list, { ...options, search: 'w' }))).toEqual(['a', 'b']);
    expect(ids(filterAndSort(list, { ...options, search: 'we' }))).toEqual(['a', 'b']);
    expect(counting.name.mock.calls.length).toBe(comparisons);

    expect(ids(filterAndSort(list, { ...options, search: 'w', dir: 'desc' }))).toEqual(['b', 'a']);
    expect(ids(filterAndSort(list, { ...options, search: '', sort: 'created' }))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(filterAndSort([...list].reverse(), { ...options, search: '', sort: 'created' }))).toEqual([
      'd',
      'a',
      'c',
      'b',
    ]);
  });

  it('gives the same rows as sorting the matches', () => {
    const many = manyRows(500, (index) => ({ name: `host ${(index * 7919) % 500}` }));
    for (const search of ['', 'host 1', '9', 'zurich 4']) {
      const expected = sortRows(filterRows(many, search, searchText), {
        sort: 'name',
        dir: 'desc',
        compare,
        tieBreak: by((row) => row.id, compareId),
      });
      expect(
        filterAndSort(many, {
          search,
          searchText,
          sort: 'name',
          dir: 'desc',
          compare,
          tieBreak: by((row) => row.id, compareId),
        }),
      ).toEqual(expected);
    }
  });
});

describe('prepareSearch', () => {
  it('folds rows while there is time and says where it stopped', () => {
    const many = manyRows(1000);
    const seen = vi.fn(searchText);
    let looks = 0;
    const stoppedAt = prepareSearch(many, seen, 0, () => ++looks < 2);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(many.length);
    expect(seen).toHaveBeenCalledTimes(stoppedAt);

    expect(prepareSearch(many, seen, stoppedAt, () => true)).toBe(many.length);
    expect(seen).toHaveBeenCalledTimes(many.length);
    // A search afterwards finds every row's text folded already.
    expect(filterRows(many, 'zurich', seen)).toHaveLength(250);
    expect(seen).toHaveBeenCalledTimes(many.length);
  });
});

describe('thenBy', () => {
  it('uses the first comparison that tells rows apart', () => {
    const order = thenBy<Row>(
      by((row) => row.size, compareNumber),
      by((row) => row.name, compareText),
    );
    expect(ids([...rows].sort(order))).toEqual(['d', 'b', 'c', 'a']);
  });
});
