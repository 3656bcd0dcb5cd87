import { memo, useId, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../controls/Button';
import { capitalised } from '../../lib/text';
import { cx } from '../cx';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import { PencilIcon, TrashIcon } from '../icons';
import { SkeletonRows } from '../feedback/Skeleton';
import { Table, TableContainer, Td, Th, Tr, type SortDirection } from './Table';
import type { Noun } from './countText';
import { SPACER_ROW_HEIGHT, SpacerRows } from './SpacerRows';
import { useScreenWidths, type ScreenWidth } from '../hooks/useMediaQuery';
import { usePaintedValue } from '../hooks/usePaintedValue';
import { useRowWindow } from './useRowWindow';
import type { ExportValue } from '../../lib/exportValue';
import { RowCheckbox, SELECT_WIDTH, SelectAllCheckbox } from './SelectCheckbox';
import type { TableSelection } from './useRowSelection';

export interface Column<T, S extends string = never> {
  /** Unique within the table (React key). */
  key: string;
  /** The header text; it names the column's cells for assistive tech, so keep it text. */
  header: ReactNode;
  /** Keeps the header for screen readers but hides it on screen (an icon column, say). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** Makes the header a sort button for this key. */
  sortKey?: S;
  /** Classes of the body cell: `max-w-0` lets a truncating cell shrink to its column; `whitespace-nowrap`… */
  className?: string;
  /** Width class of the column (`w-[8rem]`); columns without one share what is left. */
  width?: string;
  align?: 'left' | 'right';
  /** Width class of the skeleton bar shown while loading, sized like the content (`w-32`). */
  skeleton?: string;
  /**
   * A less important column, left out on screens narrower than this (md 768, lg 1024, xl 1280 px) so
   * the rest fit without scrolling sideways; the row's page or the wider screen still shows it.
   * Left out rather than hidden by CSS: a spacer row's colSpan must count only the columns shown.
   */
  hideBelow?: ScreenWidth;
  /**
   * What the column exports for a row (the list's Export): the API's value, not the cell's words. A column
   * without one (a row's menu, a selection box) is left out of the file.
   */
  value?: (row: T) => ExportValue;
}

export interface DataTableProps<T, S extends string = never> {
  /** The table's accessible name ("SSH keys"); the scroll region is called "<label> list". */
  label: string;
  columns: readonly Column<T, S>[];
  /** The rows to show: already searched, filtered and sorted (see filterAndSort). */
  rows: readonly T[];
  getRowKey: (row: T) => string;
  /** How many rows there are before the search and filters: 0 means "empty", otherwise "no match". */
  totalCount: number;
  /** The resource in both numbers, for the "No <things> match your search" message. */
  noun: Noun;

  sort?: { key: S; dir: SortDirection };
  onSort?: (key: S) => void;

  /** Buttons at the end of each row (RowActionButton); adds a last column headed "Actions" for screen readers. */
  rowActions?: (row: T) => ReactNode;
  /** Width class of the actions column. */
  actionsWidth?: string;
  /** Extra classes for a row, e.g. to mark the one just added. */
  rowClassName?: (row: T) => string | false | null | undefined;
  /** A first column of checkboxes to select rows: `useRowSelection(…).table`. */
  selection?: TableSelection<T>;

  isLoading: boolean;
  /** A failed load (any thrown value; ApiError gives its sentence and code). Falsy for none. */
  error?: unknown;
  errorTitle?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;

  /** The list has no rows at all: a title (default "No <things> yet"), a line of help and a call to action. */
  empty?: { title?: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };
  /** Rows exist but none match: what was searched for, and how to clear it. */
  noMatch: { title?: ReactNode; description?: ReactNode; onClear: () => void; clearLabel?: string };

  /** Classes of the <table>, e.g. a minimum width (`min-w-[64rem]`) under which it scrolls sideways. */
  className?: string;
  skeletonRows?: number;
}

/** Height of the sticky header row (h-9), above the first body row inside the scroller. */
const HEADER_HEIGHT = 36;

/**
 * A list as a real table: sortable headers are buttons inside <th> with aria-sort, the header sticks
 * while the body scrolls, and long lists render only the rows in view (spacers stand in for the rest,
 * and aria-rowcount / aria-rowindex keep the count right for assistive tech). Rows are one line,
 * 40px high (the cells are h-10): keep cell content to one line so windowing stays exact.
 *
 * While loading, skeleton rows hold the table's shape; an error, an empty list and a search with no
 * match replace the rows while the header stays in place.
 */
export function DataTable<T, S extends string = never>({
  label,
  columns: allColumns,
  rows,
  getRowKey,
  totalCount,
  noun,
  sort,
  onSort,
  rowActions,
  actionsWidth = 'w-[4.5rem]',
  rowClassName,
  selection,
  isLoading,
  error,
  errorTitle,
  onRetry,
  retrying = false,
  empty,
  noMatch,
  className,
  skeletonRows,
}: DataTableProps<T, S>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const screen = useScreenWidths();
  const columns = useMemo(
    () => allColumns.filter((column) => column.hideBelow === undefined || screen[column.hideBelow]),
    [allColumns, screen],
  );
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);

  let state: ReactNode = null;
  if (error) {
    state = (
      <ErrorState
        title={errorTitle ?? `${capitalised(noun.other)} could not be loaded`}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  } else if (isLoading) {
    state = null;
  } else if (totalCount === 0) {
    state = (
      <EmptyState icon={empty?.icon} title={empty?.title ?? `No ${noun.other} yet`} action={empty?.action}>
        {empty?.description}
      </EmptyState>
    );
  } else if (rows.length === 0) {
    state = (
      <EmptyState
        title={noMatch.title ?? `No ${noun.other} match your search`}
        action={
          <Button size="sm" onClick={noMatch.onClear}>
            {noMatch.clearLabel ?? 'Clear search'}
          </Button>
        }
      >
        {noMatch.description}
      </EmptyState>
    );
  }

  const loading = isLoading && !error;
  const showRows = !loading && state === null;
  // New rows (a keystroke in the search, the list arriving) are drawn as far as they can be seen in
  // the frame that answers them; the overscan around them, or the rest of a short list, follows once
  // that frame is painted.
  const paintedRows = usePaintedValue(rows);
  // Only the rows in view are rendered; rows are h-10 (40px), like the spacers that replace the rest.
  const { start, end } = useRowWindow(showRows ? rows.length : 0, scrollRef, {
    rowHeight: SPACER_ROW_HEIGHT,
    offsetTop: HEADER_HEIGHT,
    settled: paintedRows === rows,
  });

  return (
    <TableContainer ref={scrollRef} label={`${label} list`} className="min-h-0">
      <Table
        busy={loading}
        label={label}
        rowCount={showRows ? rows.length + 1 : undefined}
        className={cx('table-fixed', className)}
      >
        <colgroup>
          {selection ? <col className={SELECT_WIDTH} /> : null}
          {columns.map((column) => (
            <col key={column.key} className={column.width} />
          ))}
          {rowActions ? <col className={actionsWidth} /> : null}
        </colgroup>
        <thead>
          <tr aria-rowindex={showRows ? 1 : undefined}>
            {selection ? (
              <Th className="pr-0">
                <SelectAllCheckbox selection={selection} shown={showRows ? selectableCount(rows, selection) : 0} />
              </Th>
            ) : null}
            {columns.map((column) => {
              const key = column.sortKey;
              return (
                <Th
                  key={column.key}
                  align={column.align}
                  sorted={key !== undefined && sort?.key === key ? sort.dir : undefined}
                  onSort={key !== undefined && onSort ? () => onSort(key) : undefined}
                >
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </Th>
              );
            })}
            {rowActions ? (
              <Th align="right">
                <span className="sr-only">Actions</span>
              </Th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows
              rows={skeletonRows}
              widths={[
                ...(selection ? ['w-4'] : []),
                ...columns.map((column) => column.skeleton ?? 'w-24'),
                ...(rowActions ? ['w-12'] : []),
              ]}
            />
          ) : state !== null ? (
            <tr>
              <td colSpan={columnCount}>{state}</td>
            </tr>
          ) : (
            <>
              <SpacerRows rows={start} columns={columnCount} />
              {rows.slice(start, end).map((row, offset) => {
                const key = getRowKey(row);
                return (
                  <DataRow
                    key={key}
                    rowKey={key}
                    row={row}
                    rowIndex={start + offset + 2}
                    columns={columns}
                    rowActions={rowActions}
                    rowClassName={rowClassName}
                    selected={selection ? selection.keys.has(key) : undefined}
                    onSelect={selection?.onToggle}
                    selectName={selection?.nameOf}
                    canSelect={selection?.canSelect}
                  />
                );
              })}
              <SpacerRows rows={rows.length - end} columns={columnCount} />
            </>
          )}
        </tbody>
      </Table>
    </TableContainer>
  );
}

interface DataRowProps<T, S extends string> {
  rowKey: string;
  row: T;
  rowIndex: number;
  columns: readonly Column<T, S>[];
  rowActions: ((row: T) => ReactNode) | undefined;
  rowClassName: ((row: T) => string | false | null | undefined) | undefined;
  /** With a selection: whether the row is selected, and the table's stable toggle and names. */
  selected: boolean | undefined;
  onSelect: TableSelection<T>['onToggle'] | undefined;
  selectName: TableSelection<T>['nameOf'] | undefined;
  canSelect: TableSelection<T>['canSelect'];
}

/** How many of the rows shown have a checkbox. */
function selectableCount<T>(rows: readonly T[], selection: TableSelection<T>): number {
  const { canSelect } = selection;
  return canSelect ? rows.filter(canSelect).length : rows.length;
}

/**
 * One row. Memoised, so a render of the table alone (the window moving as the list scrolls, the
 * rows below the fold added after a keystroke's frame) renders only the rows it adds.
 */
const DataRow = memo(function DataRow<T, S extends string>({
  rowKey,
  row,
  rowIndex,
  columns,
  rowActions,
  rowClassName,
  selected,
  onSelect,
  selectName,
  canSelect,
}: DataRowProps<T, S>) {
  return (
    <Tr rowIndex={rowIndex} className={cx(selected && 'bg-surface-selected', rowClassName?.(row))}>
      {onSelect && selectName ? (
        <Td className="pr-0">
          {canSelect && !canSelect(row) ? null : (
            <RowCheckbox rowKey={rowKey} name={selectName(row)} checked={selected === true} onToggle={onSelect} />
          )}
        </Td>
      ) : null}
      {columns.map((column) => (
        <Td key={column.key} align={column.align} className={column.className}>
          {column.cell(row)}
        </Td>
      ))}
      {rowActions ? (
        <Td align="right" className="whitespace-nowrap">
          <div className="inline-flex items-center gap-0.5">{rowActions(row)}</div>
        </Td>
      ) : null}
    </Tr>
  );
}) as <T, S extends string>(props: DataRowProps<T, S>) => ReactNode;

/**
 * An icon button in a row's actions, named for its row: `label="Delete web-1"`. With a
 * `disabledReason` it does nothing and says why, on hover and as its description (it stays focusable,
 * so a keyboard user hears the reason too).
 */
export function RowActionButton({
  label,
  icon,
  onClick,
  danger = false,
  disabledReason = null,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabledReason?: string | null;
}) {
  const reasonId = useId();
  const disabled = disabledReason !== null;
  return (
    <>
      <button
        type="button"
        onClick={disabled ? undefined : onClick}
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-describedby={disabled ? reasonId : undefined}
        title={disabledReason ?? label}
        className={cx(
          'inline-flex size-7 items-center justify-center rounded-md text-fg-subtle',
          disabled
            ? 'cursor-not-allowed opacity-50'
            : cx('hover:bg-surface-selected', danger ? 'hover:text-danger-text' : 'hover:text-fg'),
        )}
      >
        {icon}
      </button>
      {disabled ? (
        <span id={reasonId} hidden>
          {disabledReason}
        </span>
      ) : null}
    </>
  );
}

/** A row's edit button: a pencil, named for its row ("Edit web-1"). */
export function EditRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return <RowActionButton label={`Edit ${name}`} icon={<PencilIcon className="size-3.5" />} onClick={onClick} />;
}

/** A row's delete button: a bin, named for its row ("Delete web-1", or "Remove 192.0.2.1" with `verb`). */
export function DeleteRowButton({
  name,
  onClick,
  verb = 'Delete',
}: {
  name: string;
  onClick: () => void;
  verb?: 'Delete' | 'Remove';
}) {
  return (
    <RowActionButton label={`${verb} ${name}`} icon={<TrashIcon className="size-3.5" />} onClick={onClick} danger />
  );
}

/** A row's action that goes to another page (a link, so it opens in a new tab too), as a short word. */
export function RowActionLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex h-7 items-center rounded-md px-2 text-xs font-medium text-accent-text hover:bg-surface-selected hover:underline"
    >
      {children}
    </Link>
  );
}
