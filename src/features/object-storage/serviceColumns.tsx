import type { ObjectStorageService } from '../../api/types';
import { Badge } from '../../ui/values/Badge';
import { CopyableText, TimeCell } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { idColumn, nameColumn, NameLink } from '../../ui/list/commonColumns';
import { exportTime } from '../../lib/exportValue';
import { storagePath } from './paths';
import { statusLabel, statusTone, type ServiceSortKey } from './serviceRows';
import { UsageMeter } from './UsageMeter';

export function serviceColumns(teamId: string): Column<ObjectStorageService, ServiceSortKey>[] {
  return [
    nameColumn((s) => <NameLink to={storagePath(teamId, s.id)} name={s.name} />, { value: (s) => s.name }),
    {
      key: 'status',
      header: 'Status',
      width: 'w-[6.5rem]',
      skeleton: 'w-12',
      cell: (s) => <Badge tone={statusTone(s.status)}>{statusLabel(s.status)}</Badge>,
      value: (s) => s.status,
    },
    {
      key: 'location',
      header: 'Location',
      sortKey: 'location',
      width: 'w-[11rem]',
      className: 'max-w-0',
      skeleton: 'w-28',
      cell: (s) => (
        <div className="truncate" title={`${s.location} (${s.region})`}>
          <bdi className="text-fg">{s.location}</bdi>
          <bdi className="ml-1.5 font-mono text-xs text-fg-subtle">{s.region}</bdi>
        </div>
      ),
      value: (s) => s.location,
    },
    {
      key: 'endpoint',
      hideBelow: 'xl',
      header: 'S3 endpoint',
      width: 'w-[18rem]',
      className: 'max-w-0',
      skeleton: 'w-48',
      cell: (s) => <CopyableText value={s.endpoint} copyLabel={`Copy S3 endpoint of ${s.name}`} revealCopy="hover" />,
      value: (s) => s.endpoint,
    },
    {
      key: 'used',
      header: 'Used',
      sortKey: 'used',
      width: 'w-[15.5rem]',
      className: 'max-w-0 text-xs',
      skeleton: 'w-32',
      cell: (s) => <UsageMeter service={s} />,
      // In KB, as the API gives it (the capacity is on the service's page).
      value: (s) => s.used_capacity,
    },
    {
      key: 'renewal',
      hideBelow: 'xl',
      header: 'Renews',
      sortKey: 'renewal',
      width: 'w-[8.5rem]',
      skeleton: 'w-28',
      cell: (s) => <TimeCell value={s.renewal_date} />,
      value: (s) => exportTime(s.renewal_date),
    },
    idColumn(
      (s) => s.id,
      (s) => s.name,
    ),
  ];
}
