import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filterRows } from './filterAndSort';
import { usePreparedSearch } from './usePreparedSearch';
import { unmountAndRestoreTimersAfterEach } from '../../test/resetAfterEach';

const rows = Array.from({ length: 2000 }, (_, index) => ({ name: `host ${index}` }));

describe('usePreparedSearch', () => {
  unmountAndRestoreTimersAfterEach();

  it('folds every row after the list is shown, a slice at a time, so the first search only compares', () => {
    vi.useFakeTimers();
    const searchText = vi.fn((row: { name: string }) => [row.name]);
    renderHook(() => usePreparedSearch(rows, searchText));
    expect(searchText).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(searchText).toHaveBeenCalledTimes(rows.length);
    expect(filterRows(rows, 'host 1999', searchText)).toHaveLength(1);
    expect(searchText).toHaveBeenCalledTimes(rows.length);
  });

  it('stops when the list is replaced or the page closes', () => {
    vi.useFakeTimers();
    const searchText = vi.fn((row: { name: string }) => [row.name]);
    const { unmount } = renderHook(() => usePreparedSearch(rows, searchText));
    unmount();
    vi.runAllTimers();
    expect(searchText).not.toHaveBeenCalled();
  });
});
