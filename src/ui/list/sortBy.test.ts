import { describe, expect, it } from 'vitest';
import { compareText, filterAndSort, sortBy, thenBy } from './filterAndSort';

interface Row {
  id: string;
  name: string;
  size: number | null;
  created: string;
}

const ROWS: Row[] = [
  { id: 'b', name: 'web 10', size: 2, created: '2026-01-02T00:00:00Z' },
  { id: 'a', name: 'web 9', size: null, created: '2026-01-03T00:00:00Z' },
  { id: 'c', name: 'db', size: 1, created: '2026-01-01T00:00:00Z' },
];
const compare = {
  name: sortBy.text((row: Row) => row.name),
  size: sortBy.number((row: Row) => row.size),
  created: sortBy.time((row: Row) => row.created),
};
const searchText = (row: Row) => [row.name, row.id];
const tieBreak = thenBy(sortBy.id((row: Row) => row.id));

describe('sortBy', () => {
  it('compare by a value of each kind, as the named comparators do', () => {
    const names = (sort: keyof typeof compare) =>
      filterAndSort(ROWS, { search: '', sort, dir: 'asc', searchText, compare, tieBreak }).map((row) => row.name);
    expect(names('name')).toEqual(['db', 'web 9', 'web 10']);
    expect(names('size')).toEqual(['db', 'web 10', 'web 9']);
    expect(names('created')).toEqual(['db', 'web 10', 'web 9']);
    expect(compare.name(ROWS[0]!, ROWS[1]!)).toBe(compareText('web 10', 'web 9'));
  });
});
