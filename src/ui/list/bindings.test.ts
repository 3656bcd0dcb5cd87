import { describe, expect, it, vi } from 'vitest';
import { countText } from './countText';
import { filterBinding, locationFilterBinding, noMatchBinding, searchBinding, tableBinding } from './bindings';
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

const words = { label: 'Search keys', by: 'name or ID' };

describe('searchBinding, noMatchBinding and filterBinding', () => {
  it('show the list’s search, say what it searches, and write what is typed back to it', () => {
    const list = listState();
    const binding = searchBinding(list, words);
    expect(binding).toMatchObject({
      search: 'web',
      searchLabel: 'Search keys',
      searchPlaceholder: 'Search by name or ID',
    });
    binding.onSearchChange('db');
    expect(list.setParams).toHaveBeenCalledWith({ q: 'db' });
  });

  it('say what the search did not find, and clear the list’s search and filters on request', () => {
    const list = listState();
    const noMatch = noMatchBinding(list, words);
    expect(noMatch.description).toBe('Nothing has a name or ID containing “web”.');
    noMatch.onClear();
    expect(list.clear).toHaveBeenCalled();
  });

  it('leave the words to the table when only a filter narrowed the list', () => {
    const list = listState();
    list.params.q = '';
    expect(noMatchBinding(list, words).description).toBeUndefined();
  });

  it('show one filter’s value and write a choice back to that filter', () => {
    const list = listState();
    const options = [{ value: 'used', label: 'In use' }];
    const binding = filterBinding(list, 'use', { label: 'Usage', options });
    expect(binding).toMatchObject({ label: 'Usage', options, value: 'used' });
    binding.onChange('unused');
    expect(list.setParams).toHaveBeenCalledWith({ use: 'unused' });
  });

  it('take a filter’s options as value → label, in the order written', () => {
    const binding = filterBinding(listState(), 'use', { label: 'Usage', options: { '': 'Any', used: 'In use' } });
    expect(binding.options).toEqual([
      { value: '', label: 'Any' },
      { value: 'used', label: 'In use' },
    ]);
  });
});

describe('locationFilterBinding', () => {
  it('shows the known spelling of the location the URL names, and writes a choice back', () => {
    const list: ListParamsState<'name', 'location'> = {
      ...listState(),
      params: { q: '', sort: 'name', dir: 'asc', location: 'ams' },
    };
    const binding = locationFilterBinding(list, ['AMS', 'FRA']);
    expect(binding).toMatchObject({ label: 'Location', allLabel: 'All locations', value: 'AMS' });
    expect(binding.options).toEqual([
      { value: 'AMS', label: 'AMS' },
      { value: 'FRA', label: 'FRA' },
    ]);
    binding.onChange('FRA');
    expect(list.setParams).toHaveBeenCalledWith({ location: 'FRA' });
  });
});

describe('tableBinding', () => {
  const noun = { one: 'key', other: 'keys' };

  it('counts what is shown of all once the list has loaded, and hands the table its rows, sort and no-match text', () => {
    const list = listState();
    const view = tableBinding(list, { rows: ['a'], all: ['a', 'b', 'c'], noun, ready: true, search: words });
    expect(view.toolbar).toMatchObject({ search: 'web', count: { shown: 1, total: 3, noun, narrowed: true } });
    expect(view.table).toMatchObject({ rows: ['a'], totalCount: 3, noun, sort: { key: 'name', dir: 'asc' } });
    expect(view.table.noMatch.description).toBe('Nothing has a name or ID containing “web”.');
    view.table.onSort('name');
    expect(list.toggleSort).toHaveBeenCalledWith('name');
  });

  it('says the count and the search cover only what has arrived while the list is partial', () => {
    const view = tableBinding(listState(), {
      rows: [],
      all: ['a', 'b'],
      noun,
      ready: true,
      partial: true,
      search: words,
    });
    expect(countText(view.toolbar.count!)).toBe('0 of 2 keys so far, more loading');
    expect(view.table.noMatch.description).toBe(
      'Nothing received so far has a name or ID containing “web”; the rest of the list is still loading.',
    );
  });

  it('shows no count while the list is loading', () => {
    expect(
      tableBinding(listState(), { rows: [], all: [], noun, ready: false, search: words }).toolbar.count,
    ).toBeNull();
  });
});
