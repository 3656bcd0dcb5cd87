import { Link } from 'react-router-dom';
import type { ReservedIp } from '../../api/types';
import { Money } from '../../ui/values/Money';
import { TextCell, TimeCell } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { copyableColumn, nameColumn } from '../../ui/list/commonColumns';
import { linkClasses } from '../../ui/page/detail';
import { ReservedIpStatus } from './ReservedIpStatus';
import { billingPeriodText, type ReservedIpSortKey } from './reservedIpRows';
import { paths } from '../../lib/paths';
import { exportTime } from '../../lib/exportValue';

export function reservedIpColumns(teamId: string): Column<ReservedIp, ReservedIpSortKey>[] {
  return [
    nameColumn(
      (reservedIp) => (
        <Link to={reservedIp.id} className={`block truncate font-medium ${linkClasses}`} title={reservedIp.name}>
          {reservedIp.name}
        </Link>
      ),
      { value: (reservedIp) => reservedIp.name },
    ),
    copyableColumn({
      key: 'address',
      header: 'Address',
      sortKey: 'address',
      width: 'w-[10rem]',
      skeleton: 'w-24',
      value: (reservedIp) => reservedIp.ip_addr,
      copyLabel: (reservedIp) => `Copy address of ${reservedIp.name}`,
      revealCopy: 'hover',
    }),
    {
      key: 'location',
      hideBelow: 'xl',
      header: 'Location',
      sortKey: 'location',
      width: 'w-[6.5rem]',
      className: 'max-w-0',
      skeleton: 'w-20',
      cell: (reservedIp) => <TextCell text={reservedIp.location} />,
      value: (reservedIp) => reservedIp.location,
    },
    {
      key: 'status',
      header: 'Status',
      width: 'w-[7rem]',
      className: 'max-w-0',
      skeleton: 'w-14',
      cell: (reservedIp) => <ReservedIpStatus reservedIp={reservedIp} withReason />,
      value: (reservedIp) => reservedIp.status,
    },
    {
      key: 'attachment',
      header: 'Attached to',
      width: 'w-[8rem]',
      className: 'max-w-0',
      skeleton: 'w-20',
      cell: (reservedIp) =>
        reservedIp.attachment ? (
          <Link
            to={paths.vm(teamId, reservedIp.attachment.id)}
            className={`block truncate ${linkClasses}`}
            title={reservedIp.attachment.name}
          >
            {reservedIp.attachment.name}
          </Link>
        ) : (
          <span className="text-fg-subtle">Not attached</span>
        ),
      value: (reservedIp) => reservedIp.attachment?.name ?? null,
    },
    {
      key: 'price',
      hideBelow: 'xl',
      header: 'Price',
      width: 'w-[7.5rem]',
      className: 'tabular-nums text-fg-muted',
      skeleton: 'w-20',
      cell: (reservedIp) => (
        <span>
          <Money amount={reservedIp.recurring_amount} currency={reservedIp.currency} /> /{' '}
          {billingPeriodText(reservedIp.billing_cycle)}
        </span>
      ),
      // The amount per billing cycle, in the list's currency.
      value: (reservedIp) => reservedIp.recurring_amount,
    },
    {
      key: 'renewal',
      hideBelow: 'xl',
      header: 'Renews',
      sortKey: 'renewal',
      width: 'w-[10.25rem]',
      skeleton: 'w-28',
      cell: (reservedIp) => <TimeCell value={reservedIp.renewal_date} />,
      value: (reservedIp) => exportTime(reservedIp.renewal_date),
    },
    {
      key: 'billed',
      hideBelow: 'xl',
      header: 'Total billed',
      sortKey: 'billed',
      width: 'w-[6.5rem]',
      align: 'right',
      className: 'tabular-nums text-fg-muted',
      skeleton: 'w-12',
      cell: (reservedIp) => <Money amount={reservedIp.total_billed} currency={reservedIp.currency} />,
      value: (reservedIp) => reservedIp.total_billed,
    },
  ];
}
