import { describe, expect, it } from 'vitest';
import type { SshKey } from '../../api/types';
import { filterRows, sortRows, toRows, visibleRows } from './keyRows';
import { ECDSA_384, ED25519, RSA_2048 } from './testKeys';

const key = (id: string, name: string, created: string, line: string): SshKey => ({ id, name, created, ssh_key: line });

const rows = toRows([
  key('b', 'laptop', '2024-03-01T10:00:00Z', ED25519.line),
  key('a', 'CI runner 10', '2024-01-15T08:00:00Z', RSA_2048.line),
  key('c', 'ci runner 9', '2024-05-20T12:30:00Z', ECDSA_384.line),
  key('d', 'Laptop', '2024-03-01T10:00:00Z', ED25519.line),
]);
const ids = (list: { key: SshKey }[]) => list.map((row) => row.key.id);

describe('filterRows', () => {
  it('matches the name case-insensitively', () => {
    expect(ids(filterRows(rows, 'LAPTOP'))).toEqual(['b', 'd']);
  });

  it('matches the type as shown and as written', () => {
    expect(ids(filterRows(rows, 'rsa'))).toEqual(['a']);
    expect(ids(filterRows(rows, 'nistp384'))).toEqual(['c']);
  });

  it('matches part of the fingerprint', () => {
    expect(ids(filterRows(rows, '6CurgzgqyY'))).toEqual(['a']);
  });

  it('needs every word to match', () => {
    expect(ids(filterRows(rows, 'ci ecdsa'))).toEqual(['c']);
  });

  it('keeps everything for an empty query', () => {
    expect(filterRows(rows, '   ')).toHaveLength(4);
  });
});

describe('sortRows', () => {
  it('sorts names naturally (9 before 10), ignoring case', () => {
    expect(ids(sortRows(rows, 'name', 'asc'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by created date, breaking ties by name then id', () => {
    expect(ids(sortRows(rows, 'created', 'desc'))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(sortRows(rows, 'created', 'asc'))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('does not modify its input', () => {
    const before = ids(rows);
    sortRows(rows, 'name', 'desc');
    expect(ids(rows)).toEqual(before);
  });
});

describe('visibleRows', () => {
  it('filters, then sorts', () => {
    expect(ids(visibleRows(rows, { q: 'ci', sort: 'name', dir: 'desc' }))).toEqual(['a', 'c']);
  });
});
