import { describe, expect, it } from 'vitest';
import { computeRowWindow } from './rowWindow';

const base = { rowHeight: 40, offsetTop: 36, overscan: 5, viewportHeight: 400 };

describe('computeRowWindow', () => {
  it('starts at the top with the visible rows and the margin below', () => {
    expect(computeRowWindow({ ...base, count: 10_000, scrollTop: 0 })).toEqual({ start: 0, end: 16 });
  });

  it('follows the scroll position, with a margin on both sides', () => {
    // 4036px down: row 100 is at the top of the viewport.
    expect(computeRowWindow({ ...base, count: 10_000, scrollTop: 4036 })).toEqual({ start: 95, end: 116 });
  });

  it('stays inside the list at the end and for short lists', () => {
    expect(computeRowWindow({ ...base, count: 10_000, scrollTop: 10_000 * 40 })).toEqual({ start: 9984, end: 10_000 });
    expect(computeRowWindow({ ...base, count: 3, scrollTop: 0 })).toEqual({ start: 0, end: 3 });
    expect(computeRowWindow({ ...base, count: 0, scrollTop: 500 })).toEqual({ start: 0, end: 0 });
  });

  it('handles a scroll position left over from a longer list', () => {
    const { start, end } = computeRowWindow({ ...base, count: 20, scrollTop: 50_000 });
    expect(start).toBeLessThan(20);
    expect(end).toBe(20);
  });
});
