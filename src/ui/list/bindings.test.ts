import { describe, expect, it, vi } from 'vitest';
import { filterBinding, searchBinding } from './bindings';
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
