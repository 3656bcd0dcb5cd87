import { useRef, type ReactNode } from 'react';
import { CopyButton } from '../../ui/CopyButton';
import { cx } from '../../ui/cx';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { SkeletonRows } from '../../ui/Skeleton';
import { SPACER_ROW_HEIGHT, SpacerRows } from '../../ui/SpacerRows';
import { Table, TableContainer, Td, Th, Tr } from '../../ui/Table';
import { Timestamp } from '../../ui/Timestamp';
import { useRowWindow } from '../../ui/useRowWindow';
import type { SshKeyRow } from './keyRows';
import type { ListParams, SortKey } from './listParams';

const SKELETON_WIDTHS = ['w-32', 'w-16', 'w-72', 'w-28', 'w-24', 'w-12'];
const COLUMNS = SKELETON_WIDTHS.length;
/** Height of the sticky header row (h-9), above the first body row inside the scroller. */
const HEADER_HEIGHT = 36;

export function SshKeysTable({
  rows,
  loading,
  params,
  onSort,
  onEdit,
  onDelete,
  highlightId,
  body,
}: {
  rows: SshKeyRow[];
  loading: boolean;
  params: ListParams;
  onSort: (key: SortKey) => void;
  onEdit: (row: SshKeyRow) => void;
  /** Absent when the server does not offer deleting keys. */
  onDelete: ((row: SshKeyRow) => void) | undefined;
  /** A row to mark briefly, e.g. the key just added. */
  highlightId: string | null;
  /** Replaces the rows (empty, no matches, error) while keeping the header in place. */
  body?: ReactNode;
}) {
  const sorted = (key: SortKey) => (params.sort === key ? params.dir : undefined);
  const scrollRef = useRef<HTMLDivElement>(null);
  const showRows = !loading && !body;
  // Long lists render only the rows in view; rows are h-10 (40px), like the spacers that replace the rest.
  const { start, end } = useRowWindow(showRows ? rows.length : 0, scrollRef, { rowHeight: SPACER_ROW_HEIGHT, offsetTop: HEADER_HEIGHT });
  return (
    <TableContainer ref={scrollRef} label="SSH keys list" className="min-h-0">
      <Table busy={loading} label="SSH keys" rowCount={showRows ? rows.length + 1 : undefined} className="min-w-[64rem] table-fixed">
        <colgroup>
          {/* The fingerprint gets the width it needs to be read whole; names take what is left. */}
          <col />
          <col className="w-[6rem]" />
          <col className="w-[26rem]" />
          <col className="w-[10.25rem]" />
          <col className="w-[8rem]" />
          <col className="w-[4.5rem]" />
        </colgroup>
        <thead>
          <tr aria-rowindex={showRows ? 1 : undefined}>
            <Th sorted={sorted('name')} onSort={() => onSort('name')}>
              Name
            </Th>
            <Th>Type</Th>
            <Th>Fingerprint</Th>
            <Th sorted={sorted('created')} onSort={() => onSort('created')}>
              Created
            </Th>
            <Th>ID</Th>
            <Th align="right">
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows widths={SKELETON_WIDTHS} />
          ) : body ? (
            <tr>
              <td colSpan={COLUMNS}>{body}</td>
            </tr>
          ) : (
            <>
              <SpacerRows rows={start} columns={COLUMNS} />
              {rows.slice(start, end).map((row, offset) => (
                <KeyRow
                  key={row.key.id}
                  row={row}
                  rowIndex={start + offset + 2}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  highlighted={row.key.id === highlightId}
                />
              ))}
              <SpacerRows rows={rows.length - end} columns={COLUMNS} />
            </>
          )}
        </tbody>
      </Table>
    </TableContainer>
  );
}

function KeyRow({
  row,
  rowIndex,
  onEdit,
  onDelete,
  highlighted,
}: {
  row: SshKeyRow;
  rowIndex: number;
  onEdit: (row: SshKeyRow) => void;
  onDelete: ((row: SshKeyRow) => void) | undefined;
  highlighted: boolean;
}) {
  const { key, info } = row;
  return (
    <Tr rowIndex={rowIndex} className={cx(highlighted && 'bg-accent-soft/60 transition-colors')}>
      <Td className="max-w-0">
        <div className="truncate font-medium" title={key.name}>
          {key.name}
        </div>
      </Td>
      <Td className="whitespace-nowrap">
        <span className="text-fg">{info.typeLabel}</span>
        {info.bits !== undefined ? <span className="ml-1.5 text-xs text-fg-subtle tabular-nums">{info.bits}</span> : null}
      </Td>
      <Td className="max-w-0">
        {info.fingerprint ? (
          <div className="flex items-center gap-1">
            <span className="truncate font-mono text-xs text-fg-muted" title={info.fingerprint}>
              {info.fingerprint}
            </span>
            <CopyButton value={info.fingerprint} label={`Copy fingerprint of ${key.name}`} className="opacity-0 group-hover/row:opacity-100 focus-visible:opacity-100" />
          </div>
        ) : (
          <span className="text-xs text-fg-subtle">Unrecognised key</span>
        )}
      </Td>
      <Td className="whitespace-nowrap text-fg-muted">
        <Timestamp value={key.created} />
      </Td>
      <Td className="max-w-0">
        <div className="flex items-center gap-1">
          <span className="truncate font-mono text-xs text-fg-muted" title={key.id}>
            {key.id}
          </span>
          <CopyButton value={key.id} label={`Copy ID of ${key.name}`} />
        </div>
      </Td>
      <Td align="right" className="whitespace-nowrap">
        <div className="inline-flex items-center gap-0.5">
          <RowAction label={`Edit ${key.name}`} onClick={() => onEdit(row)} icon={<PencilIcon className="size-3.5" />} />
          {onDelete ? (
            <RowAction label={`Delete ${key.name}`} onClick={() => onDelete(row)} icon={<TrashIcon className="size-3.5" />} danger />
          ) : null}
        </div>
      </Td>
    </Tr>
  );
}

function RowAction({ label, onClick, icon, danger }: { label: string; onClick: () => void; icon: ReactNode; danger?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex size-7 items-center justify-center rounded-md text-fg-subtle hover:bg-surface-selected',
        danger ? 'hover:text-danger-text' : 'hover:text-fg',
      )}
    >
      {icon}
    </button>
  );
}
