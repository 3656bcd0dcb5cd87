import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDataTable } from '../../test/renderDataTable';
import type { Column } from './DataTable';

interface Key {
  id: string;
  name: string;
}

const COLUMNS: Column<Key>[] = [
  { key: 'name', header: 'Name', cell: (key) => key.name },
  { key: 'created', header: 'Created', hideBelow: 'xl', cell: () => 'today' },
  { key: 'id', header: 'ID', hideBelow: 'md', cell: (key) => key.id },
];

/** A screen `width` px wide, as far as min-width media queries go. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderTable(rows: Key[]) {
  renderDataTable({ label: 'Keys', columns: COLUMNS, rows, noun: { one: 'key', other: 'keys' } });
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('DataTable columns by screen width', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves out the columns a screen is too narrow for', () => {
    screenOf(1024);
    renderTable([{ id: 'k-1', name: 'alice laptop' }]);
    expect(headers()).toEqual(['Name', 'ID']);
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')).toHaveLength(2);
  });

  it('shows every column on a wide screen', () => {
    screenOf(1280);
    renderTable([{ id: 'k-1', name: 'alice laptop' }]);
    expect(headers()).toEqual(['Name', 'Created', 'ID']);
  });

  it('spans an empty list’s message over the columns shown, not the ones left out', () => {
    screenOf(390);
    renderTable([]);
    expect(headers()).toEqual(['Name']);
    expect(screen.getByText('No keys yet').closest('td')).toHaveAttribute('colspan', '1');
  });
});
