import { describe, expect, it } from 'vitest';
import {
  longestEventPerKeystroke,
  medianSplit,
  splitNavigation,
  summariseKeystrokes,
  typedPrefixes,
} from './listFigures';

describe('splitNavigation', () => {
  it('splits at the last byte of the list response', () => {
    expect(splitNavigation({ startedAt: 100, paintedAt: 400, request: { startTime: 150, responseEnd: 300 } })).toEqual({
      total: 300,
      waiting: 200,
      request: 150,
      render: 100,
    });
  });

  it('keeps the total when the request was not seen', () => {
    const split = splitNavigation({ startedAt: 0, paintedAt: 50, request: null });
    expect(split.total).toBe(50);
    expect(split.render).toBeNaN();
  });

  it('takes the median of each part on its own', () => {
    const splits = [
      { total: 10, waiting: 1, request: 1, render: 9 },
      { total: 30, waiting: 3, request: 2, render: 7 },
      { total: 20, waiting: 2, request: 3, render: 8 },
    ];
    expect(medianSplit(splits)).toEqual({ total: 20, waiting: 2, request: 2, render: 8 });
  });
});

describe('typedPrefixes', () => {
  it('gives what the box holds after each key', () => {
    expect(typedPrefixes('ab c')).toEqual(['a', 'ab', 'ab ', 'ab c']);
    expect(typedPrefixes('')).toEqual([]);
  });
});

describe('summariseKeystrokes', () => {
  it('judges the slowest keystroke by its median over runs', () => {
    const summary = summariseKeystrokes([
      [10, 40, 5],
      [12, 20, 6],
      [90, 30, 7],
    ]);
    expect(summary.perKey).toEqual([12, 30, 6]);
    expect(summary.worstKeyMedian).toBe(30);
    expect(summary.worstSample).toBe(90);
    expect(summary.median).toBe(12);
  });

  it('copes with a run cut short and with no runs', () => {
    expect(summariseKeystrokes([[1, 2], [3]]).perKey).toEqual([2, 2]);
    expect(summariseKeystrokes([]).worstKeyMedian).toBeNaN();
  });
});

describe('longestEventPerKeystroke', () => {
  it('gives each keystroke the longest of its own events, 0 when none crossed the threshold', () => {
    const entries = [
      { name: 'keydown', startTime: 100, duration: 24 },
      { name: 'input', startTime: 100.4, duration: 56 },
      { name: 'keyup', startTime: 180, duration: 16 },
      { name: 'keydown', startTime: 400, duration: 32 },
    ];
    expect(longestEventPerKeystroke([100, 250, 400], entries)).toEqual([56, 0, 32]);
  });
});
