import { Link } from 'react-router-dom';
import { formatBytes } from '../../lib/format';
import { exportTime } from '../../lib/exportValue';
import { Badge } from '../../ui/values/Badge';
import { TimeCell } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { Skeleton } from '../../ui/feedback/Skeleton';
import type { BackupRow } from './backupRows';
import { backupLabel, statusText, statusTone } from './backupRows';
import { paths } from '../../lib/paths';
import { idColumn } from '../../ui/list/commonColumns';

export function backupColumns({
  teamId,
  vmNamesPending,
}: {
  teamId: string;
  vmNamesPending: boolean;
}): Column<BackupRow, 'created' | 'size'>[] {
  return [
    {
      key: 'vm',
      header: 'VM',
      className: 'max-w-0',
      skeleton: 'w-32',
      cell: ({ backup, vmName, vmGone }) =>
        vmGone ? (
          // No link: the VM's page would only say it does not exist.
          <div className="flex min-w-0 flex-col">
            <span className="text-fg-muted">VM no longer exists</span>
            <span className="truncate font-mono text-xs text-fg-subtle" title={backup.instance}>
              {backup.instance}
            </span>
          </div>
        ) : (
          <div className="flex min-w-0 items-center gap-2">
            <div className="flex min-w-0 flex-col">
              <Link
                to={paths.vm(teamId, backup.instance)}
                className={
                  vmName
                    ? 'truncate font-medium text-fg hover:text-accent-text hover:underline'
                    : 'truncate font-mono text-xs text-fg hover:text-accent-text hover:underline'
                }
                title={vmName ? `${vmName} (${backup.instance})` : backup.instance}
              >
                <bdi>{vmName ?? backup.instance}</bdi>
              </Link>
              {vmName ? (
                <span className="truncate font-mono text-xs text-fg-subtle" title={backup.instance}>
                  {backup.instance}
                </span>
              ) : null}
            </div>
            {vmNamesPending && !vmName ? <Skeleton className="w-16" /> : null}
          </div>
        ),
      // The VM's name as shown; its ID when the name is not known (the VM is gone, or the VMs did not load).
      value: ({ backup, vmName }) => vmName ?? backup.instance,
    },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'created',
      width: 'w-[10.25rem]',
      skeleton: 'w-28',
      cell: ({ backup }) => <TimeCell value={backup.created_at} />,
      value: ({ backup }) => exportTime(backup.created_at),
    },
    {
      key: 'size',
      header: 'Size',
      sortKey: 'size',
      width: 'w-[7.5rem]',
      align: 'right',
      className: 'tabular-nums whitespace-nowrap',
      skeleton: 'w-16',
      cell: ({ backup }) => <span title={`${backup.size.toLocaleString()} bytes`}>{formatBytes(backup.size)}</span>,
      value: ({ backup }) => backup.size,
    },
    {
      key: 'status',
      header: 'Status',
      width: 'w-[7rem]',
      skeleton: 'w-16',
      cell: ({ backup }) => <Badge tone={statusTone(backup.status)}>{statusText(backup.status)}</Badge>,
      value: ({ backup }) => backup.status,
    },
    { ...idColumn((row) => row.backup.id, backupLabel), header: 'Backup ID', width: 'w-[9rem]' },
  ];
}
