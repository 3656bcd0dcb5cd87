import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_LIMIT, readMemory, useMemory, withoutEntry, withRemembered } from './tabMemory';

afterEach(() => sessionStorage.clear());

describe('browser memory bookkeeping', () => {
  it('puts the latest first, without duplicates, and caps the list', () => {
    expect(withRemembered(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(withRemembered([], 'x')).toEqual(['x']);
    const many = Array.from({ length: MEMORY_LIMIT }, (_, i) => `s${i}`);
    const next = withRemembered(many, 'new');
    expect(next).toHaveLength(MEMORY_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`s${MEMORY_LIMIT - 1}`);
    expect(withoutEntry(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads damaged or foreign data as nothing remembered', () => {
    sessionStorage.setItem('k', '{not json');
    expect(readMemory('k')).toEqual([]);
    sessionStorage.setItem('k', JSON.stringify({ a: 1 }));
    expect(readMemory('k')).toEqual([]);
    sessionStorage.setItem('k', JSON.stringify(['ok', 3, '', null]));
    expect(readMemory('k')).toEqual(['ok']);
  });

  it('stores names in sessionStorage and updates every reader', () => {
    const key = 'test.buckets.t1.s1';
    const first = renderHook(() => useMemory(key));
    const second = renderHook(() => useMemory(key));
    act(() => first.result.current.remember('photos'));
    act(() => first.result.current.remember('logs'));
    expect(second.result.current.entries).toEqual(['logs', 'photos']);
    expect(JSON.parse(sessionStorage.getItem(key) ?? '[]')).toEqual(['logs', 'photos']);
    act(() => second.result.current.forget('logs'));
    expect(first.result.current.entries).toEqual(['photos']);
    act(() => second.result.current.forget('photos'));
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});
