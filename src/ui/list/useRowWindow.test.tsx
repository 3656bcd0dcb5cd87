import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowWindow } from './useRowWindow';

const noElement = { current: null };
const options = { rowHeight: 40, offsetTop: 36 };

describe('useRowWindow', () => {
  it('renders a short list whole once settled, and windowed for the render that answers new rows', () => {
    const settled = renderHook(() => useRowWindow(100, noElement, options)).result.current;
    expect(settled).toEqual({ start: 0, end: 100 });
    const fresh = renderHook(() => useRowWindow(100, noElement, { ...options, settled: false })).result.current;
    expect(fresh.start).toBe(0);
    // The rows in view (as tall as the window until the scroller is measured) and the overscan.
    expect(fresh.end).toBe(Math.ceil(window.innerHeight / 40) + 1 + 12);
  });

  it('windows a long list the same either way', () => {
    const fresh = renderHook(() => useRowWindow(10_000, noElement, { ...options, settled: false })).result.current;
    const settled = renderHook(() => useRowWindow(10_000, noElement, options)).result.current;
    expect(fresh).toEqual(settled);
  });
});
