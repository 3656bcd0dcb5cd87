import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_PARAMS, parseListParams, toggleSort, writeListParams } from './listParams';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('defaults to newest first with no search', () => {
    expect(parse('')).toEqual({ q: '', sort: 'created', dir: 'desc' });
  });

  it('reads search, sort and direction', () => {
    expect(parse('q=lap%20top&sort=name&dir=desc')).toEqual({ q: 'lap top', sort: 'name', dir: 'desc' });
  });

  it('gives a chosen column its natural direction when none is given', () => {
    expect(parse('sort=name')).toEqual({ q: '', sort: 'name', dir: 'asc' });
  });

  it('ignores values it does not know', () => {
    expect(parse('sort=fingerprint&dir=sideways')).toEqual(DEFAULT_LIST_PARAMS);
  });
});

describe('writeListParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(writeListParams(new URLSearchParams('q=x&sort=name&dir=asc'), { q: '', sort: 'created', dir: 'desc' }).toString()).toBe('');
  });

  it('writes changes and keeps parameters that are not its own', () => {
    const next = writeListParams(new URLSearchParams('panel=abc'), { q: 'ci', sort: 'name', dir: 'asc' });
    expect(Object.fromEntries(next)).toEqual({ panel: 'abc', q: 'ci', sort: 'name', dir: 'asc' });
  });

  it('round-trips through parse', () => {
    const params = { q: 'rsa', sort: 'created', dir: 'asc' } as const;
    expect(parseListParams(writeListParams(new URLSearchParams(), params))).toEqual(params);
  });
});

describe('toggleSort', () => {
  it('flips the direction of the current column', () => {
    expect(toggleSort({ q: '', sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(toggleSort({ q: '', sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
  });

  it('starts another column in its natural direction', () => {
    expect(toggleSort(DEFAULT_LIST_PARAMS, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(toggleSort({ q: '', sort: 'name', dir: 'asc' }, 'created')).toEqual({ sort: 'created', dir: 'desc' });
  });
});
