import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { IdCell, NameCell, TextCell } from '../../ui/list/cells';
import { createdColumn, sizeColumn } from '../../ui/list/commonColumns';
import { type Column } from '../../ui/list/DataTable';
import { Spinner } from '../../ui/Spinner';
import type { SnapshotRow } from './snapshotRows';

function SnapshotStatus({ status }: { status: string }) {
  if (status === 'pending')
    return (
      <Badge tone="accent" className="gap-1">
        <Spinner className="size-2.5" />
        Pending
      </Badge>
    );
  return (
    <Badge tone={status === 'available' ? 'success' : 'neutral'}>{status === 'available' ? 'Available' : status}</Badge>
  );
}

function TakenFrom({ teamId, row }: { teamId: string; row: SnapshotRow }) {
  if (row.vmId === null)
    return (
      <span className="text-fg-subtle" title="The API does not say which VM a snapshot was taken of.">
        Not known
      </span>
    );
  return (
    <Link
      to={paths.vm(teamId, row.vmId)}
      className={
        row.vmName
          ? 'block truncate text-fg hover:text-accent-text hover:underline'
          : 'block truncate font-mono text-xs text-fg hover:text-accent-text hover:underline'
      }
      title={row.vmName ? `${row.vmName} (${row.vmId})` : row.vmId}
    >
      {row.vmName ?? row.vmId}
    </Link>
  );
}

export function snapshotColumns(teamId: string): Column<SnapshotRow, 'name' | 'created' | 'size'>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      className: 'max-w-0',
      skeleton: 'w-32',
      cell: ({ snapshot }) => <NameCell name={snapshot.name} />,
    },
    {
      key: 'status',
      header: 'Status',
      width: 'w-[7.5rem]',
      skeleton: 'w-16',
      cell: ({ snapshot }) => <SnapshotStatus status={snapshot.status} />,
    },
    { ...sizeColumn(({ snapshot }: SnapshotRow) => snapshot.size), hideBelow: 'xl' },
    { ...createdColumn(({ snapshot }: SnapshotRow) => snapshot.created_at), hideBelow: 'xl' },
    {
      key: 'vm',
      header: 'Taken from',
      width: 'w-[10rem]',
      className: 'max-w-0',
      skeleton: 'w-24',
      cell: (row) => <TakenFrom teamId={teamId} row={row} />,
    },
    {
      key: 'desc',
      hideBelow: 'xl',
      header: 'Description',
      width: 'w-[14rem]',
      className: 'max-w-0',
      skeleton: 'w-32',
      cell: ({ snapshot }) => <TextCell text={snapshot.desc} className="text-fg-muted" />,
    },
    {
      key: 'id',
      hideBelow: 'xl',
      header: 'ID',
      width: 'w-[8rem]',
      className: 'max-w-0',
      skeleton: 'w-24',
      cell: ({ snapshot }) => <IdCell id={snapshot.id} name={snapshot.name} />,
    },
  ];
}
