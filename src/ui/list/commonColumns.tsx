import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatBytes } from '../../lib/format';
import { TimeCell } from './cells';
import type { Column } from './DataTable';

/**
 * The sortable "Name" column most lists start with: it takes the width the others leave, and `cell` draws the
 * name in one truncated line (a `NameLink`, a `TextCell`…).
 */
export function nameColumn<T>(
  cell: (row: T) => ReactNode,
  { skeleton = 'w-28', width }: { skeleton?: string; width?: string } = {},
): Column<T, 'name'> {
  return { key: 'name', header: 'Name', sortKey: 'name', width, className: 'max-w-0', skeleton, cell };
}

/** The "Created" column every list has: sortable, wide enough for a date and time. */
export function createdColumn<T>(createdOf: (row: T) => string | null | undefined): Column<T, 'created'> {
  return {
    key: 'created',
    header: 'Created',
    sortKey: 'created',
    width: 'w-[10.25rem]',
    skeleton: 'w-28',
    cell: (row) => <TimeCell value={createdOf(row)} />,
  };
}

/** A sortable "Size" column in binary units, the exact bytes on hover; an unknown size shows a dash. */
export function sizeColumn<T>(bytesOf: (row: T) => number | undefined): Column<T, 'size'> {
  return {
    key: 'size',
    header: 'Size',
    sortKey: 'size',
    width: 'w-[6.5rem]',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    skeleton: 'w-14',
    cell: (row) => {
      const bytes = bytesOf(row);
      return bytes === undefined ? '—' : <span title={`${bytes.toLocaleString()} bytes`}>{formatBytes(bytes)}</span>;
    },
  };
}

/** A row's name as the link to its page: one line, truncated, whole on hover. */
export function NameLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className="block truncate font-medium text-fg hover:text-accent-text hover:underline" title={name}>
      {name}
    </Link>
  );
}
