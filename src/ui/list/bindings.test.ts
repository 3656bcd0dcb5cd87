import { describe, expect, it, vi } from 'vitest';
import { filterBinding, searchBinding, tableBinding } from './bindings';
import type { ListParamsState } from './useListParams';

function listState(): ListParamsState<'name', 'use'> {
  return {
    params: { q: 'web', sort: 'name', dir: 'asc', use: 'used' },
    setParams: vi.fn(),
    toggleSort: vi.fn(),
    clear: vi.fn(),
    narrowed: true,
    sort: { key: 'name', dir: 'asc' },
  };
}

describe('searchBinding and filterBinding', () => {
  it('show the list’s search and write what is typed back to it', () => {
    const list = listState();
    const binding = searchBinding(list);
    expect(binding.search).toBe('web');
    binding.onSearchChange('db');
    expect(list.setParams).toHaveBeenCalledWith({ q: 'db' });
  });

  it('show one filter’s value and write a choice back to that filter', () => {
    const list = listState();
    const binding = filterBinding(list, 'use');
    expect(binding.value).toBe('used');
    binding.onChange('unused');
    expect(list.setParams).toHaveBeenCalledWith({ use: 'unused' });
  });
});

describe('tableBinding', () => {
  const noun = { one: 'key', other: 'keys' };

  it('counts what is shown of all once the list has loaded, and hands the table its rows and sort', () => {
    const list = listState();
    const view = tableBinding(list, { rows: ['a'], all: ['a', 'b', 'c'], noun, ready: true });
    expect(view.count).toEqual({ shown: 1, total: 3, noun, narrowed: true });
    expect(view.table).toMatchObject({ rows: ['a'], totalCount: 3, noun, sort: { key: 'name', dir: 'asc' } });
    view.table.onSort('name');
    expect(list.toggleSort).toHaveBeenCalledWith('name');
  });

  it('shows no count while the list is loading', () => {
    expect(tableBinding(listState(), { rows: [], all: [], noun, ready: false }).count).toBeNull();
  });
});
