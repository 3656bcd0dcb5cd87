import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/values/Badge';
import { NameCell, TextCell } from '../../ui/list/cells';
import { createdColumn, idColumn, nameColumn, sizeColumn } from '../../ui/list/commonColumns';
import { type Column } from '../../ui/list/DataTable';
import { Spinner } from '../../ui/feedback/Spinner';
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

/**
 * The VM a snapshot was taken of: by name where known (a VM gone since, by the name this session
 * knew), else in words, the id under it as secondary text; never a bare id as the value.
 */
function TakenFrom({ teamId, row }: { teamId: string; row: SnapshotRow }) {
  const { vmId, vmName, vmGone } = row;
  if (vmId === null)
    return (
      <span className="text-fg-subtle" title="The API does not say which VM a snapshot was taken of.">
        Not known
      </span>
    );
  const name = vmName ?? (vmGone ? 'A deleted VM' : 'A VM not named here');
  const title = vmGone ? `${vmName ?? 'A deleted VM'}, deleted since (${vmId})` : `${name} (${vmId})`;
  return (
    <div className="flex min-w-0 flex-col" title={title}>
      {vmGone ? (
        // No link: the VM's page would only say it does not exist.
        <span className={vmName ? 'truncate text-fg' : 'truncate text-fg-muted'}>
          <bdi>{name}</bdi>
          {vmName ? <span className="text-fg-subtle"> (deleted)</span> : null}
        </span>
      ) : (
        <Link
          to={paths.vm(teamId, vmId)}
          className={
            vmName
              ? 'truncate text-fg hover:text-accent-text hover:underline'
              : 'truncate text-fg-muted hover:text-accent-text hover:underline'
          }
        >
          <bdi>{name}</bdi>
        </Link>
      )}
      {vmName ? null : <span className="truncate font-mono text-xs text-fg-subtle">{vmId}</span>}
    </div>
  );
}

export function snapshotColumns(teamId: string): Column<SnapshotRow, 'name' | 'created' | 'size'>[] {
  return [
    nameColumn(({ snapshot }) => <NameCell name={snapshot.name} />, {
      skeleton: 'w-32',
      value: ({ snapshot }) => snapshot.name,
    }),
    {
      key: 'status',
      header: 'Status',
      width: 'w-[7rem]',
      skeleton: 'w-16',
      cell: ({ snapshot }) => <SnapshotStatus status={snapshot.status} />,
      value: ({ snapshot }) => snapshot.status,
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
      // The VM's name where known, else its ID.
      value: ({ vmId, vmName }) => vmName ?? vmId,
    },
    {
      key: 'desc',
      hideBelow: 'xl',
      header: 'Description',
      // No width of its own: it shares the room left with the name, so a name is not cut for it.
      className: 'max-w-0',
      skeleton: 'w-32',
      cell: ({ snapshot }) => <TextCell text={snapshot.desc} className="text-fg-muted" />,
      value: ({ snapshot }) => snapshot.desc,
    },
    idColumn(
      ({ snapshot }) => snapshot.id,
      ({ snapshot }) => snapshot.name,
    ),
  ];
}
