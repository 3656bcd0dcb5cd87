import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaintedValue } from './usePaintedValue';

describe('usePaintedValue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a value once a frame has shown it, the one before until then', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: 'a' } });
    expect(result.current).toBeUndefined();
    act(() => vi.runAllTimers());
    expect(result.current).toBe('a');

    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    act(() => vi.runAllTimers());
    expect(result.current).toBe('b');
  });

  it('skips a value replaced before it was painted', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    act(() => vi.runAllTimers());
    expect(result.current).toBe('c');
  });
});
