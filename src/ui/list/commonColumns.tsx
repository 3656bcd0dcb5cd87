import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatBytes } from '../../lib/format';
import { exportTime, type ExportValue } from '../../lib/exportValue';
import { CopyableText, IdCell, TimeCell } from './cells';
import type { Column } from './DataTable';

/**
 * The sortable "Name" column most lists start with: it takes the width the others leave, `cell` draws the
 * name in one truncated line (a `NameLink`, a `TextCell`…), and `value` is the name as exported.
 */
export function nameColumn<T>(
  cell: (row: T) => ReactNode,
  { skeleton = 'w-28', width, value }: { skeleton?: string; width?: string; value: (row: T) => ExportValue },
): Column<T, 'name'> {
  return { key: 'name', header: 'Name', sortKey: 'name', width, className: 'max-w-0', skeleton, cell, value };
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
    value: (row) => exportTime(createdOf(row)),
  };
}

/** The "ID" column lists end with, on wide screens only: the id, copyable, its copy button named after the row. */
export function idColumn<T>(idOf: (row: T) => string, nameOf: (row: T) => string): Column<T> {
  return {
    key: 'id',
    hideBelow: 'xl',
    header: 'ID',
    width: 'w-[8rem]',
    className: 'max-w-0',
    skeleton: 'w-24',
    cell: (row) => <IdCell id={idOf(row)} name={nameOf(row)} />,
    value: idOf,
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
    // Bytes, so a spreadsheet can add them up.
    value: (row) => bytesOf(row) ?? null,
  };
}

/**
 * A column of one value the user copies (an address, a key): monospace in the text colour, truncated with the
 * whole value on hover, and a copy button named by `copyLabel`.
 */
export function copyableColumn<T, S extends string = never>({
  value,
  copyLabel,
  revealCopy,
  ...column
}: Pick<Column<T, S>, 'key' | 'header' | 'sortKey' | 'width' | 'skeleton' | 'hideBelow'> & {
  value: (row: T) => string;
  copyLabel: (row: T) => string;
  revealCopy?: 'always' | 'hover';
}): Column<T, S> {
  return {
    ...column,
    className: 'max-w-0',
    value,
    cell: (row) => (
      <CopyableText
        value={value(row)}
        copyLabel={copyLabel(row)}
        revealCopy={revealCopy}
        className="[&>span]:text-fg"
      />
    ),
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
