import { Link } from 'react-router-dom';
import type { ReservedIp } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { CopyableText, TextCell, TimeCell, type Column } from '../../ui/list';
import { linkClasses } from '../../ui/detail';
import { ReservedIpStatus } from './ReservedIpStatus';
import { recurringText, type ReservedIpSortKey } from './ripRows';
import { paths } from '../../lib/paths';

export function reservedIpColumns(teamId: string): Column<ReservedIp, ReservedIpSortKey>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      className: 'max-w-0',
      skeleton: 'w-28',
      cell: (rip) => (
        <Link to={rip.id} className={`block truncate font-medium ${linkClasses}`} title={rip.name}>
          {rip.name}
        </Link>
      ),
    },
    {
      key: 'address',
      header: 'Address',
      sortKey: 'address',
      width: 'w-[10rem]',
      className: 'max-w-0',
      skeleton: 'w-24',
      cell: (rip) => (
        <CopyableText
          value={rip.ip_addr}
          copyLabel={`Copy address of ${rip.name}`}
          revealCopy="hover"
          className="[&>span]:text-fg"
        />
      ),
    },
    {
      key: 'location',
      header: 'Location',
      sortKey: 'location',
      width: 'w-[6.5rem]',
      className: 'max-w-0',
      skeleton: 'w-20',
      cell: (rip) => <TextCell text={rip.location} />,
    },
    {
      key: 'status',
      header: 'Status',
      width: 'w-[7rem]',
      className: 'max-w-0',
      skeleton: 'w-14',
      cell: (rip) => <ReservedIpStatus rip={rip} withReason />,
    },
    {
      key: 'attachment',
      header: 'Attached to',
      width: 'w-[8rem]',
      className: 'max-w-0',
      skeleton: 'w-20',
      cell: (rip) =>
        rip.attachment ? (
          <Link
            to={paths.vm(teamId, rip.attachment.id)}
            className={`block truncate ${linkClasses}`}
            title={rip.attachment.name}
          >
            {rip.attachment.name}
          </Link>
        ) : (
          <span className="text-fg-subtle">Not attached</span>
        ),
    },
    {
      key: 'price',
      header: 'Price',
      width: 'w-[7.5rem]',
      className: 'max-w-0 tabular-nums text-fg-muted',
      skeleton: 'w-20',
      cell: (rip) => <TextCell text={recurringText(rip)} />,
    },
    {
      key: 'renewal',
      header: 'Renews',
      sortKey: 'renewal',
      width: 'w-[10.25rem]',
      skeleton: 'w-28',
      cell: (rip) => <TimeCell value={rip.renewal_date} />,
    },
    {
      key: 'billed',
      header: 'Total billed',
      sortKey: 'billed',
      width: 'w-[6.5rem]',
      align: 'right',
      className: 'max-w-0 tabular-nums text-fg-muted',
      skeleton: 'w-12',
      cell: (rip) => <TextCell text={formatMoney(rip.total_billed, rip.currency)} />,
    },
  ];
}
