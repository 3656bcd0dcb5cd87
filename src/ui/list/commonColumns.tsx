import { Link } from 'react-router-dom';
import { TimeCell } from './cells';
import type { Column } from './DataTable';

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

/** A row's name as the link to its page: one line, truncated, whole on hover. */
export function NameLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className="block truncate font-medium text-fg hover:text-accent-text hover:underline" title={name}>
      {name}
    </Link>
  );
}
