import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { DataTable, type DataTableProps } from '../ui/list/DataTable';

/** What a DataTable test names; the rest defaults to a loaded table of rows keyed by `id`, all of them counted. */
type NamedProps<T, S extends string> = Pick<DataTableProps<T, S>, 'label' | 'columns' | 'rows' | 'noun'> &
  Partial<DataTableProps<T, S>>;

export function renderDataTable<T extends { id: string }, S extends string = never>(props: NamedProps<T, S>) {
  return render(
    <DataTable
      getRowKey={(row) => row.id}
      totalCount={props.rows.length}
      isLoading={false}
      noMatch={{ onClear: vi.fn() }}
      {...props}
    />,
  );
}
