import { describe, expect, it } from 'vitest';
import type { SshKey } from '../../api/types';
import { keySummary, toRows, visibleRows, type SshKeyListParams } from './keyRows';
import { ECDSA_384, ED25519, RSA_2048 } from './testKeys';

const key = (id: string, name: string, created: string, line: string): SshKey => ({ id, name, created, ssh_key: line });

const rows = toRows([
  key('b', 'laptop', '2024-03-01T10:00:00Z', ED25519.line),
  key('a', 'CI runner 10', '2024-01-15T08:00:00Z', RSA_2048.line),
  key('c', 'ci runner 9', '2024-05-20T12:30:00Z', ECDSA_384.line),
  key('d', 'Laptop', '2024-03-01T10:00:00Z', ED25519.line),
]);
const ids = (list: { key: SshKey }[]) => list.map((row) => row.key.id);
const search = (q: string) => ids(visibleRows(rows, { q, sort: 'name', dir: 'asc' }));
const sorted = (sort: SshKeyListParams['sort'], dir: SshKeyListParams['dir']) =>
  ids(visibleRows(rows, { q: '', sort, dir }));

describe('SSH key search', () => {
  it('matches the name case-insensitively', () => {
    expect(search('LAPTOP')).toEqual(['b', 'd']);
  });

  it('matches the type as shown and as written', () => {
    expect(search('rsa')).toEqual(['a']);
    expect(search('nistp384')).toEqual(['c']);
  });

  it('matches part of the fingerprint and the comment', () => {
    expect(search('6CurgzgqyY')).toEqual(['a']);
    expect(search('alice@')).toEqual(['b', 'd']);
  });

  it('needs every word to match', () => {
    expect(search('ci ecdsa')).toEqual(['c']);
  });
});

describe('SSH key sort', () => {
  it('sorts names naturally (9 before 10), ignoring case', () => {
    expect(sorted('name', 'asc')).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by created date, breaking ties by name then id', () => {
    expect(sorted('created', 'desc')).toEqual(['c', 'b', 'd', 'a']);
    expect(sorted('created', 'asc')).toEqual(['a', 'b', 'd', 'c']);
  });

  it('filters, then sorts', () => {
    expect(ids(visibleRows(rows, { q: 'ci', sort: 'name', dir: 'desc' }))).toEqual(['a', 'c']);
  });
});

describe('keySummary', () => {
  it('gives the type, its size and the fingerprint', () => {
    expect(keySummary(rows[1]!.info)).toBe(`RSA 2048 · ${RSA_2048.fingerprint}`);
  });

  it('says so when the key line is not one it can read', () => {
    const [row] = toRows([key('e', 'odd', '2024-01-01T00:00:00Z', 'not-a-key')]);
    expect(keySummary(row!.info)).toMatch(/ · Unrecognised key$/);
  });
});
