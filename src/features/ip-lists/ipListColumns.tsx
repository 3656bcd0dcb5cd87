import { copyableColumn, createdColumn, idColumn, nameColumn, NameLink } from '../../ui/list/commonColumns';
import type { IpList, IpListEntry } from '../../api/types';
import { Badge } from '../../ui/values/Badge';
import { type Column } from '../../ui/list/DataTable';
import { IP_VERSION_LABELS } from '../../lib/ipVersion';
import { entryVersion } from './ipListRows';
import { paths } from '../../lib/paths';

export function ipListColumns(teamId: string): Column<IpList, 'name' | 'entries' | 'used' | 'created'>[] {
  return [
    nameColumn((list) => <NameLink to={paths.ipList(teamId, list.id)} name={list.name} />, {
      width: 'w-[14rem]',
      value: (list) => list.name,
    }),
    {
      key: 'description',
      header: 'Description',
      className: 'max-w-0',
      skeleton: 'w-44',
      cell: (list) =>
        list.description ? (
          <div className="truncate text-fg-muted" title={list.description}>
            {list.description}
          </div>
        ) : (
          <span className="text-fg-subtle">—</span>
        ),
      value: (list) => list.description || null,
    },
    {
      key: 'entries',
      header: 'Entries',
      sortKey: 'entries',
      width: 'w-[6.5rem]',
      align: 'right',
      className: 'tabular-nums',
      skeleton: 'w-6',
      cell: (list) => list.entry_count,
      value: (list) => list.entry_count,
    },
    {
      key: 'used',
      header: 'Used by',
      sortKey: 'used',
      width: 'w-[8rem]',
      skeleton: 'w-14',
      cell: (list) =>
        list.used_by_count > 0 ? (
          <Badge tone="accent">
            {list.used_by_count} {list.used_by_count === 1 ? 'rule' : 'rules'}
          </Badge>
        ) : (
          <Badge>Unused</Badge>
        ),
      value: (list) => list.used_by_count,
    },
    { ...createdColumn((list: IpList) => list.created_at), hideBelow: 'xl' },
    idColumn(
      (list) => list.id,
      (list) => list.name,
    ),
  ];
}

export const ENTRY_COLUMNS: Column<IpListEntry, 'value' | 'created'>[] = [
  copyableColumn({
    key: 'value',
    header: 'Address or range',
    sortKey: 'value',
    skeleton: 'w-36',
    value: (entry) => entry.value,
    copyLabel: (entry) => `Copy ${entry.value}`,
    revealCopy: 'hover',
  }),
  {
    key: 'type',
    header: 'Version',
    width: 'w-[6rem]',
    skeleton: 'w-10',
    cell: (entry) => {
      const version = entryVersion(entry);
      return <span className="text-fg-muted">{version ? IP_VERSION_LABELS[version] : 'Unknown'}</span>;
    },
    value: (entry) => entryVersion(entry),
  },
  { ...createdColumn((entry: IpListEntry) => entry.created_at), header: 'Added', hideBelow: 'xl' },
  idColumn(
    (entry) => entry.id,
    (entry) => entry.value,
  ),
];
