import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS, useHighlight } from './useHighlight';

describe('useHighlight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what was highlighted for HIGHLIGHT_MS, then forgets it', () => {
    const { result } = renderHook(() => useHighlight());
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('key-1'));
    expect(result.current[0]).toBe('key-1');
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(result.current[0]).toBe('key-1');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('starts the time again for a new value', () => {
    const { result } = renderHook(() => useHighlight<{ name: string }>());
    act(() => result.current[1]({ name: 'a' }));
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    act(() => result.current[1]({ name: 'b' }));
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(result.current[0]).toEqual({ name: 'b' });
  });
});
