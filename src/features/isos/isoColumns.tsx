import type { CustomIso } from '../../api/types';
import { Badge } from '../../ui/values/Badge';
import { TextCell } from '../../ui/list/cells';
import { createdColumn, idColumn, nameColumn, sizeColumn } from '../../ui/list/commonColumns';
import type { Column } from '../../ui/list/DataTable';
import { IsoStatus } from './IsoStatus';
import { isoLabel } from './isoRows';

export type IsoSortKey = 'name' | 'status' | 'size' | 'created';

/** The provider's ISOs are listed to every team and cannot be deleted; the team's own are its to manage. */
export const ISO_COLUMNS: Column<CustomIso, IsoSortKey>[] = [
  nameColumn((iso) => <TextCell text={isoLabel(iso)} className="font-medium" />, {
    skeleton: 'w-40',
    value: isoLabel,
  }),
  {
    key: 'source',
    header: 'Source',
    width: 'w-[7rem]',
    skeleton: 'w-16',
    cell: (iso) =>
      iso.is_system_iso ? <Badge tone="neutral">Provider</Badge> : <Badge tone="accent">This team</Badge>,
    value: (iso) => (iso.is_system_iso ? 'provider' : 'team'),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    width: 'w-[9rem]',
    skeleton: 'w-20',
    cell: (iso) => <IsoStatus iso={iso} />,
    value: (iso) => iso.status,
  },
  {
    key: 'file',
    hideBelow: 'xl',
    header: 'File',
    width: 'w-[14rem]',
    className: 'max-w-0',
    skeleton: 'w-32',
    cell: (iso) => <TextCell text={iso.filename} className="font-mono text-xs text-fg-muted" />,
    value: (iso) => iso.filename,
  },
  { ...sizeColumn((iso: CustomIso) => (iso.size > 0 ? iso.size : undefined)), hideBelow: 'xl' },
  { ...createdColumn((iso: CustomIso) => iso.date_created), hideBelow: 'xl' },
  { ...idColumn((iso: CustomIso) => iso.id, isoLabel), width: 'w-[7rem]' },
];
