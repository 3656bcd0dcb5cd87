import { createdColumn, idColumn, NameLink } from '../../ui/list/commonColumns';
import type { FirewallGroup } from '../../api/types';
import { Badge } from '../../ui/values/Badge';
import { TimeCell } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { groupName, type GroupSortKey } from './groupRows';
import { paths } from '../../lib/paths';
import { exportTime } from '../../lib/exportValue';

export function groupColumns(teamId: string): Column<FirewallGroup, GroupSortKey>[] {
  return [
    {
      key: 'description',
      header: 'Description',
      sortKey: 'description',
      className: 'max-w-0',
      skeleton: 'w-40',
      cell: (group) => <NameLink to={paths.firewallGroup(teamId, group.id)} name={groupName(group)} />,
      value: (group) => group.description,
    },
    {
      key: 'rules',
      header: 'Rules',
      sortKey: 'rules',
      width: 'w-[6rem]',
      align: 'right',
      skeleton: 'w-6',
      className: 'tabular-nums',
      cell: (group) => group.rule_count,
      value: (group) => group.rule_count,
    },
    {
      key: 'instances',
      header: 'VMs',
      sortKey: 'instances',
      width: 'w-[8rem]',
      skeleton: 'w-14',
      cell: (group) =>
        group.instance_count > 0 ? (
          <Badge tone="accent">
            In use · {group.instance_count} {group.instance_count === 1 ? 'VM' : 'VMs'}
          </Badge>
        ) : (
          <Badge>Unused</Badge>
        ),
      value: (group) => group.instance_count,
    },
    { ...createdColumn((group) => group.created), hideBelow: 'xl' },
    {
      key: 'updated',
      hideBelow: 'xl',
      header: 'Updated',
      sortKey: 'updated',
      width: 'w-[10.25rem]',
      skeleton: 'w-28',
      cell: (group) => <TimeCell value={group.updated} />,
      value: (group) => exportTime(group.updated),
    },
    idColumn((group: FirewallGroup) => group.id, groupName),
  ];
}
