import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowWindow } from './useRowWindow';

const noElement = { current: null };
const options = { rowHeight: 40, offsetTop: 36 };

describe('useRowWindow', () => {
  it('renders a short list whole once settled, and only the rows in view for the render that answers new rows', () => {
    const settled = renderHook(() => useRowWindow(100, noElement, options)).result.current;
    expect(settled).toEqual({ start: 0, end: 100 });
    const fresh = renderHook(() => useRowWindow(100, noElement, { ...options, settled: false })).result.current;
    // The rows in view: as tall as the window until the scroller is measured.
    expect(fresh).toEqual({ start: 0, end: Math.ceil(window.innerHeight / 40) + 1 });
  });

  it('adds the overscan around the rows in view of a long list once settled', () => {
    const fresh = renderHook(() => useRowWindow(10_000, noElement, { ...options, settled: false })).result.current;
    const settled = renderHook(() => useRowWindow(10_000, noElement, options)).result.current;
    expect(settled.end - fresh.end).toBe(12);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows a scroll position the browser moved without a scroll event, in the next frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const scroller = { current: document.createElement('div') };
    const { result, rerender } = renderHook(({ count }) => useRowWindow(count, scroller, options), {
      initialProps: { count: 10_000 },
    });
    act(() => vi.runAllTimers());
    expect(result.current.start).toBe(0);

    // A search shortened the list while it was scrolled: the browser moved the position itself.
    scroller.current.scrollTop = 4036;
    rerender({ count: 5_000 });
    expect(result.current.start).toBe(0);
    act(() => vi.runAllTimers());
    expect(result.current.start).toBe(100 - 12);
  });
});
