import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSubsequence, MATCH, matchQuality, prepareEntries, rankEntries, type Rankable } from './rank';

const entry = (label: string, ...terms: string[]): Rankable => ({ label, terms });
const labels = (entries: readonly Rankable[], query: string, limit = 50) =>
  rankEntries(entries, query, limit).shown.map((ranked) => ranked.entry.label);

describe('matchQuality', () => {
  it('orders exact, prefix, word prefix, substring and fuzzy matches', () => {
    expect(matchQuality('web-1', 'web-1', true)).toBe(MATCH.exact);
    expect(matchQuality('web', 'web-1', true)).toBe(MATCH.prefix);
    expect(matchQuality('web', 'prod-web-1', true)).toBe(MATCH.wordPrefix);
    expect(matchQuality('eb', 'web-1', true)).toBe(MATCH.substring);
    expect(matchQuality('wb1', 'web-1', true)).toBe(MATCH.fuzzy);
    expect(matchQuality('xyz', 'web-1', true)).toBe(MATCH.none);
  });

  it('finds a word start after any separator, not only the first occurrence', () => {
    // "10" appears inside "110" first, then at the start of a dotted part.
    expect(matchQuality('10', '110.10.0.1', false)).toBe(MATCH.wordPrefix);
    expect(matchQuality('laptop', 'alice laptop', false)).toBe(MATCH.wordPrefix);
  });

  it('matches fuzzily only when allowed and for more than one character', () => {
    expect(matchQuality('wb1', 'web-1', false)).toBe(MATCH.none);
    expect(matchQuality('w', 'a-w', true)).toBe(MATCH.wordPrefix);
    expect(matchQuality('q', 'abc', true)).toBe(MATCH.none);
  });

  it('never matches an empty query or text', () => {
    expect(matchQuality('', 'web', true)).toBe(MATCH.none);
    expect(matchQuality('web', '', true)).toBe(MATCH.none);
  });
});

describe('isSubsequence', () => {
  it('needs every character in order, ignoring spaces in the query', () => {
    expect(isSubsequence('ac lp', 'alice laptop')).toBe(true);
    expect(isSubsequence('la', 'alice')).toBe(false);
  });
});

describe('rankEntries', () => {
  const entries = [
    entry('web-old'),
    entry('prod-web'),
    entry('web'),
    entry('newsweb'),
    entry('w-e-b'),
    entry('database', '192.0.2.20', 'ffd0c0de-0000-4000-8000-000000000001'),
  ];

  it('puts the better match first, the shorter label first among equals', () => {
    expect(labels(entries, 'web')).toEqual(['web', 'web-old', 'prod-web', 'newsweb', 'w-e-b']);
  });

  it('is case- and accent-insensitive and trims the query', () => {
    expect(labels([entry('Café Server')], '  CAFE ')).toEqual(['Café Server']);
  });

  it('finds an entry by an address or id, never fuzzily there', () => {
    expect(labels(entries, '192.0.2.20')).toEqual(['database']);
    expect(labels(entries, 'ffd0c0de')).toEqual(['database']);
    // 1, 9, 2 in order appear in the address, but a fuzzy match on numbers would find everything.
    expect(labels(entries, '192')).toEqual(['database']);
    expect(labels(entries, '1922')).toEqual([]);
  });

  it('prefers a label match over a term match of the same quality', () => {
    const ranked = rankEntries([entry('other', '10.0.0.0/24'), entry('10.0.0.0/24 net')], '10.0.0.0/24', 5);
    expect(ranked.shown.map((match) => [match.entry.label, match.byLabel])).toEqual([
      ['other', false],
      ['10.0.0.0/24 net', true],
    ]);
    const tie = rankEntries([entry('zz', 'web'), entry('web')], 'web', 5);
    expect(tie.shown.map((match) => match.entry.label)).toEqual(['web', 'zz']);
  });

  it('caps what is shown and counts every match', () => {
    const many = Array.from({ length: 120 }, (_, index) => entry(`key ${index}`));
    const result = rankEntries(many, 'key', 50);
    expect(result.shown).toHaveLength(50);
    expect(result.total).toBe(120);
  });

  it('returns nothing for a blank query', () => {
    expect(rankEntries(entries, '   ', 10)).toEqual({ shown: [], total: 0 });
  });

  it('keeps the given order between entries that compare equal', () => {
    const a = entry('same');
    const b = entry('same');
    const result = rankEntries([a, b], 'same', 5).shown.map((match) => match.entry);
    expect(result[0]).toBe(a);
    expect(result[1]).toBe(b);
  });
});

describe('prepareEntries', () => {
  afterEach(() => vi.useRealTimers());

  it('folds in slices ahead of the search, plain and accented text alike, and can be stopped', () => {
    vi.useFakeTimers();
    const entries = [entry('ÉCOLE'), entry('Plain NAME', 'ID-ABC'), entry('İstanbul')];
    prepareEntries(entries, 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(labels(entries, 'ecole')).toEqual(['ÉCOLE']);
    expect(labels(entries, 'plain name')).toEqual(['Plain NAME']);
    expect(labels(entries, 'id-abc')).toEqual(['Plain NAME']);
    expect(labels(entries, 'istanbul')).toEqual(['İstanbul']);
    const stop = prepareEntries([entry('a'), entry('b')], 1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
