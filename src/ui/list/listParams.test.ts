import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  defaultListParams,
  isNarrowed,
  parseListParams,
  toggleSort,
  writeListParams,
  type ListParams,
  type ListSpec,
} from './listParams';

const KEYS: ListSpec<'name' | 'created'> = { sort: { name: 'asc', created: 'desc' }, defaultSort: 'created' };
const TYPES: ListSpec<'name' | 'price', 'location' | 'family'> = {
  sort: { name: 'asc', price: 'asc' },
  defaultSort: 'price',
  filters: { location: 'text', family: ['compute', 'memory'] },
};

const parse = (query: string) => parseListParams(KEYS, new URLSearchParams(query));
const write = (query: string, changes: Partial<ListParams<'name' | 'created'>>) =>
  writeListParams(KEYS, new URLSearchParams(query), changes).toString();

describe('parseListParams', () => {
  it('defaults to the default column in its direction, with no search', () => {
    expect(parse('')).toEqual({ q: '', sort: 'created', dir: 'desc' });
    expect(defaultListParams(TYPES)).toEqual({ q: '', sort: 'price', dir: 'asc', location: '', family: '' });
  });

  it('reads search, sort and direction', () => {
    expect(parse('q=lap%20top&sort=name&dir=desc')).toEqual({ q: 'lap top', sort: 'name', dir: 'desc' });
  });

  it('gives a chosen column its natural direction when none is given', () => {
    expect(parse('sort=name')).toEqual({ q: '', sort: 'name', dir: 'asc' });
  });

  it('honours a default direction other than the natural one', () => {
    const spec: ListSpec<'name'> = { sort: { name: 'asc' }, defaultSort: 'name', defaultDir: 'desc' };
    expect(parseListParams(spec, new URLSearchParams(''))).toEqual({ q: '', sort: 'name', dir: 'desc' });
    expect(writeListParams(spec, new URLSearchParams(''), { dir: 'desc' }).toString()).toBe('');
  });

  it('falls back to defaults for values it does not know', () => {
    expect(parse('sort=fingerprint&dir=sideways')).toEqual({ q: '', sort: 'created', dir: 'desc' });
    expect(parse('sort=toString&dir=ASC')).toEqual({ q: '', sort: 'created', dir: 'desc' });
  });

  it('reads free-text filters as they are and listed filters only when listed', () => {
    const read = (query: string) => parseListParams(TYPES, new URLSearchParams(query));
    expect(read('location=ams1&family=memory')).toMatchObject({ location: 'ams1', family: 'memory' });
    expect(read('family=gpu')).toMatchObject({ family: '' });
  });

  it('reads prefixed names only, for a second list on the page', () => {
    const rules: ListSpec<'port'> = { sort: { port: 'asc' }, defaultSort: 'port', prefix: 'rules.' };
    expect(parseListParams(rules, new URLSearchParams('q=web&rules.q=22'))).toEqual({
      q: '22',
      sort: 'port',
      dir: 'asc',
    });
  });
});

describe('writeListParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(write('q=x&sort=name&dir=asc', { q: '', sort: 'created', dir: 'desc' })).toBe('');
    expect(writeListParams(TYPES, new URLSearchParams('location=x'), { location: '' }).toString()).toBe('');
  });

  it('writes changes and keeps parameters that are not its own', () => {
    const next = writeListParams(KEYS, new URLSearchParams('panel=abc'), { q: 'ci', sort: 'name', dir: 'asc' });
    expect(Object.fromEntries(next)).toEqual({ panel: 'abc', q: 'ci', sort: 'name', dir: 'asc' });
  });

  it('keeps what it is not asked to change', () => {
    expect(write('q=ci&sort=name&dir=asc', { q: 'cd' })).toBe('q=cd&sort=name&dir=asc');
    expect(writeListParams(TYPES, new URLSearchParams('family=compute'), { location: 'fra1' }).toString()).toBe(
      'family=compute&location=fra1',
    );
  });

  it('round-trips through parse', () => {
    const params = { q: 'rsa', sort: 'created', dir: 'asc' } as const;
    expect(parseListParams(KEYS, writeListParams(KEYS, new URLSearchParams(), params))).toEqual(params);
    const filtered = { q: '', sort: 'name', dir: 'desc', location: 'ams 1', family: 'memory' } as const;
    expect(parseListParams(TYPES, writeListParams(TYPES, new URLSearchParams(), filtered))).toEqual(filtered);
  });
});

describe('toggleSort', () => {
  it('flips the direction of the current column', () => {
    expect(toggleSort(KEYS, { sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(toggleSort(KEYS, { sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
  });

  it('starts another column in its natural direction', () => {
    expect(toggleSort(KEYS, { sort: 'created', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(toggleSort(KEYS, { sort: 'name', dir: 'asc' }, 'created')).toEqual({ sort: 'created', dir: 'desc' });
  });
});

describe('isNarrowed and clearedFilters', () => {
  it('knows when the search or a filter narrows the list, and clears both but not the sort', () => {
    expect(isNarrowed(TYPES, defaultListParams(TYPES))).toBe(false);
    expect(isNarrowed(TYPES, { ...defaultListParams(TYPES), q: '  ' })).toBe(false);
    expect(isNarrowed(TYPES, { ...defaultListParams(TYPES), family: 'memory' })).toBe(true);
    expect(clearedFilters(TYPES)).toEqual({ q: '', location: '', family: '' });
  });
});
