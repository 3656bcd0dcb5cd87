import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { IdCell, TimeCell } from './cells';
import { renderDataTable } from '../../test/renderDataTable';
import { RowActionButton, type Column, type DataTableProps } from './DataTable';

interface Vpc {
  id: string;
  name: string;
  created: string;
}

const COLUMNS: Column<Vpc, 'name' | 'created'>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', cell: (vpc) => vpc.name },
  { key: 'created', header: 'Created', sortKey: 'created', cell: (vpc) => <TimeCell value={vpc.created} /> },
  { key: 'id', header: 'ID', cell: (vpc) => <IdCell id={vpc.id} name={vpc.name} /> },
];

const vpcs = (count: number): Vpc[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `id-${index}`,
    name: `vpc ${index}`,
    created: '2024-03-01T10:00:00Z',
  }));

function renderTable(props: Partial<DataTableProps<Vpc, 'name' | 'created'>>) {
  const rows = props.rows ?? vpcs(3);
  renderDataTable({ label: 'VPCs', columns: COLUMNS, rows, noun: { one: 'VPC', other: 'VPCs' }, ...props });
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: 'VPCs' });

describe('DataTable', () => {
  afterEach(cleanup);

  it('is a named table whose sortable headers are buttons, with aria-sort on the sorted one', async () => {
    const onSort = vi.fn();
    const user = renderTable({ sort: { key: 'created', dir: 'desc' }, onSort });
    expect(screen.getByRole('region', { name: 'VPCs list' })).toContainElement(table());
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'ID' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
    expect(table()).toHaveAttribute('aria-rowcount', '4');
    expect(within(table()).getAllByRole('row')[3]).toHaveAttribute('aria-rowindex', '4');
  });

  it('adds an actions column named for screen readers, with buttons named for their row', async () => {
    const onDelete = vi.fn();
    const user = renderTable({
      rowActions: (vpc) => (
        <RowActionButton label={`Delete ${vpc.name}`} icon="×" onClick={() => onDelete(vpc.id)} danger />
      ),
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete vpc 1' }));
    expect(onDelete).toHaveBeenCalledWith('id-1');
    expect(screen.getByRole('button', { name: 'Copy ID of vpc 2' })).toBeInTheDocument();
  });

  it('renders only the rows in view of a long list, with the full count for assistive tech', () => {
    renderTable({ rows: vpcs(10_000) });
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table()).getAllByRole('row');
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
  });

  it('shows skeleton rows with the header while loading, and no rows to count', () => {
    renderTable({ isLoading: true, rows: [], totalCount: 0 });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(table()).not.toHaveAttribute('aria-rowcount');
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByText('No VPCs yet')).toBeNull();
  });

  it('shows the API error with a Retry button', async () => {
    const onRetry = vi.fn();
    const user = renderTable({
      rows: [],
      totalCount: 0,
      error: new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE' }),
      onRetry,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('VPCs could not be loaded');
    expect(alert).toHaveTextContent('SERVICE_UNAVAILABLE');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('tells an empty list (with its call to action) from a search that matches nothing', async () => {
    renderTable({
      rows: [],
      totalCount: 0,
      empty: {
        description: 'Create one to connect servers privately.',
        action: <button type="button">Create VPC</button>,
      },
    });
    expect(screen.getByRole('heading', { name: 'No VPCs yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create VPC' })).toBeInTheDocument();
    cleanup();

    const onClear = vi.fn();
    const user = renderTable({ rows: [], totalCount: 5, noMatch: { description: 'Nothing is called “x”.', onClear } });
    expect(screen.getByRole('heading', { name: 'No VPCs match your search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalled();
  });
});
