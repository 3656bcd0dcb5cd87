import { Link } from 'react-router-dom';
import { useMemo } from 'react';
import { isOperationAbsent } from '../../api/errors/errors';
import { useSnapshots } from '../../api/resources/snapshots';
import type { Snapshot } from '../../api/types';
import { formatBytes } from '../../lib/format';
import { Badge } from '../../ui/values/Badge';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { TextCell, TimeCell } from '../../ui/list/cells';
import { Spinner } from '../../ui/feedback/Spinner';
import { Section } from './parts';
import { linkClasses, Notice } from '../../ui/page/detail';
import { paths } from '../../lib/paths';
import { compareTime } from '../../ui/list/filterAndSort';

const SNAPSHOT_NOUN = { one: 'snapshot', other: 'snapshots' };
const NO_CLEAR = () => undefined;

function snapshotColumns(taken: Record<string, string>, vmId: string): Column<Snapshot>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      className: 'max-w-0',
      cell: (s) => (
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium" title={s.name}>
            {s.name}
          </span>
          {taken[s.id] === vmId ? <Badge>Taken here</Badge> : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 'w-[8rem]',
      cell: (s) =>
        s.status === 'pending' ? (
          <Badge tone="accent" className="gap-1">
            <Spinner className="size-2.5" />
            Pending
          </Badge>
        ) : (
          <Badge tone={s.status === 'available' ? 'success' : 'neutral'}>
            {s.status === 'available' ? 'Available' : s.status}
          </Badge>
        ),
    },
    {
      key: 'size',
      header: 'Size',
      width: 'w-[6rem]',
      className: 'tabular-nums text-fg-muted',
      cell: (s) => formatBytes(s.size),
    },
    {
      key: 'created',
      hideBelow: 'xl',
      header: 'Created',
      width: 'w-[10.25rem]',
      cell: (s) => <TimeCell value={s.created_at} />,
    },
    {
      key: 'desc',
      hideBelow: 'xl',
      header: 'Description',
      width: 'w-[16rem]',
      className: 'max-w-0',
      cell: (s) => <TextCell text={s.desc} className="text-fg-muted" />,
    },
  ];
}

/** The account's snapshots, those taken from this page marked. */
export function VmSnapshots({ teamId, taken, vmId }: { teamId: string; taken: Record<string, string>; vmId: string }) {
  const snapshots = useSnapshots();
  const absent = isOperationAbsent(snapshots.error);
  const rows = useMemo(
    () => [...(snapshots.data ?? [])].sort((a, b) => compareTime(b.created_at, a.created_at)),
    [snapshots.data],
  );
  const columns = useMemo(() => snapshotColumns(taken, vmId), [taken, vmId]);
  return (
    <Section
      id="vm-snapshots"
      title="Snapshots"
      count={snapshots.data?.length}
      actions={
        <Link to={paths.area(teamId, 'snapshots')} className={linkClasses}>
          All snapshots
        </Link>
      }
    >
      {absent ? (
        <Notice>This server does not list snapshots.</Notice>
      ) : (
        <>
          <p className="text-xs text-fg-subtle">
            The account’s snapshots: the API does not say which VM each was taken of. Those taken from this page are
            marked.
          </p>
          <DataTable
            label="Snapshots"
            columns={columns}
            rows={rows}
            getRowKey={(s) => s.id}
            totalCount={rows.length}
            noun={SNAPSHOT_NOUN}
            isLoading={snapshots.isPending}
            error={snapshots.isError ? snapshots.error : null}
            errorTitle="Snapshots could not be loaded"
            onRetry={() => void snapshots.refetch()}
            empty={{ title: 'No snapshots yet', description: 'Take one to keep a copy of this VM’s disk.' }}
            noMatch={{ onClear: NO_CLEAR }}
            className="min-w-[28rem] xl:min-w-[48rem]"
          />
        </>
      )}
    </Section>
  );
}
