import { createdColumn, idColumn, nameColumn } from '../../ui/list/commonColumns';
import { Link } from 'react-router-dom';
import type { Vpc } from '../../api/types';
import { CopyableText, TextCell } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { linkClasses } from '../../ui/page/detail';
import { cidrOf, isSharedWithUs, type VpcSortKey } from './vpcRows';
import { VpcStatusBadge } from './VpcStatusBadge';

/** The columns of the VPC list; the name links to the VPC's page. */
export function vpcColumns(teamId: string): Column<Vpc, VpcSortKey>[] {
  return [
    nameColumn(
      (vpc) => (
        <Link to={vpc.id} className={`block truncate font-medium ${linkClasses}`} title={vpc.name}>
          {vpc.name}
        </Link>
      ),
      { skeleton: 'w-32', value: (vpc) => vpc.name },
    ),
    {
      key: 'status',
      header: 'Status',
      width: 'w-[7rem]',
      skeleton: 'w-14',
      cell: (vpc) => <VpcStatusBadge status={vpc.status} />,
      value: (vpc) => vpc.status,
    },
    {
      key: 'location',
      header: 'Location',
      sortKey: 'location',
      width: 'w-[8rem]',
      className: 'max-w-0',
      skeleton: 'w-20',
      cell: (vpc) => <TextCell text={vpc.location} />,
      value: (vpc) => vpc.location,
    },
    {
      key: 'subnet',
      header: 'Network',
      width: 'w-[10rem]',
      className: 'max-w-0',
      skeleton: 'w-24',
      cell: (vpc) => <CopyableText value={cidrOf(vpc)} copyLabel={`Copy network of ${vpc.name}`} revealCopy="hover" />,
      value: cidrOf,
    },
    {
      key: 'vms',
      header: 'VMs',
      sortKey: 'vms',
      width: 'w-[5rem]',
      align: 'right',
      className: 'tabular-nums',
      skeleton: 'w-6',
      cell: (vpc) => vpc.attached_vms_count,
      value: (vpc) => vpc.attached_vms_count ?? null,
    },
    {
      key: 'owner',
      hideBelow: 'xl',
      header: 'Owner',
      width: 'w-[11rem]',
      className: 'max-w-0',
      skeleton: 'w-24',
      cell: (vpc) => (
        <div
          className="truncate text-fg-muted"
          title={isSharedWithUs(teamId, vpc) ? `Shared by ${vpc.owner_team.name}` : vpc.owner_team.name}
        >
          {isSharedWithUs(teamId, vpc) ? <span className="mr-1 text-xs text-fg-subtle">Shared by</span> : null}
          <bdi>{vpc.owner_team.name}</bdi>
        </div>
      ),
      value: (vpc) => vpc.owner_team.name,
    },
    { ...createdColumn((vpc) => vpc.date_created), hideBelow: 'xl' },
    idColumn(
      (vpc) => vpc.id,
      (vpc) => vpc.name,
    ),
  ];
}
