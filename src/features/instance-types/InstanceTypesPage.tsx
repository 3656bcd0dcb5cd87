import { Fragment, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useInstanceTypes } from '../../api/resources/catalogue';
import { useTeamCurrency } from '../../api/resources/prices';
import type { InstanceType } from '../../api/types';
import { formatGigabytes, formatMegabytes } from '../../lib/format';
import { InfoIcon } from '../../ui/icons';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { NameCell, TextCell } from '../../ui/list/cells';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { filterBinding, tableBinding } from '../../ui/list/bindings';
import { FilterSelect, LOCATION_FILTER } from '../../ui/list/FilterSelect';
import {
  formatRate,
  INSTANCE_TYPE_LIST,
  locationOptions,
  priceLocation,
  visibleTypes,
  type InstanceTypeSort,
} from './typeRows';
import { PriceWhereContext, TypePrice, type PriceWhere } from './TypePrice';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'instance type', other: 'instance types' };
const SEARCH = { label: 'Search instance types', by: 'type, CPU or location' };

/**
 * Units: the spec leaves them open. The provider's VM object gives RAM in MB and disk in GB, and
 * the emulator's types match its VM plans (vps-2: 4096 / 80 like a 4 GB, 80 GB VM), so RAM and
 * disk are shown in those units. The network rate's unit is stated nowhere: its figures read as Mbit/s.
 */
const COLUMNS: Column<InstanceType, InstanceTypeSort>[] = [
  {
    key: 'type',
    header: 'Type',
    sortKey: 'type',
    width: 'w-[9rem]',
    className: 'max-w-0',
    skeleton: 'w-16',
    cell: (t) => <NameCell name={t.type} />,
    value: (t) => t.type,
  },
  {
    key: 'cpu',
    header: 'CPU',
    className: 'max-w-0',
    skeleton: 'w-32',
    cell: (t) => <TextCell text={t.cpu} className="text-fg-muted" />,
    value: (t) => t.cpu,
  },
  {
    key: 'vcpu',
    header: 'Max vCPU',
    sortKey: 'vcpu',
    width: 'w-[7rem]',
    align: 'right',
    className: 'tabular-nums',
    skeleton: 'w-6',
    cell: (t) => t.max_vcpu,
    value: (t) => t.max_vcpu,
  },
  {
    key: 'ram',
    header: 'Max RAM',
    sortKey: 'ram',
    width: 'w-[7rem]',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    skeleton: 'w-12',
    cell: (t) => <span title={`${t.max_ram} MB`}>{formatMegabytes(t.max_ram)}</span>,
    value: (t) => t.max_ram,
  },
  {
    key: 'disk',
    header: 'Max disk',
    sortKey: 'disk',
    width: 'w-[7rem]',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    skeleton: 'w-12',
    cell: (t) => <span title={`${t.max_disk} GB`}>{formatGigabytes(t.max_disk)}</span>,
    value: (t) => t.max_disk,
  },
  {
    key: 'price',
    header: 'Price a month',
    width: 'w-[8rem]',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    skeleton: 'w-14',
    cell: (t) => <TypePrice type={t} />,
  },
  {
    key: 'network',
    hideBelow: 'xl',
    header: 'Network rate',
    sortKey: 'network',
    width: 'w-[8.5rem]',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    skeleton: 'w-12',
    cell: (t) => formatRate(t.network_rate),
    value: (t) => t.network_rate,
  },
  {
    key: 'locations',
    hideBelow: 'xl',
    header: 'Locations',
    width: 'w-[19rem]',
    className: 'max-w-0',
    skeleton: 'w-40',
    cell: (t) => (
      <div className="truncate text-fg-muted" title={t.locations.join(', ')}>
        {t.locations.length
          ? t.locations.map((location, index) => (
              <Fragment key={index}>
                {index > 0 ? ', ' : null}
                <bdi>{location}</bdi>
              </Fragment>
            ))
          : '—'}
      </div>
    ),
    value: (t) => t.locations,
  },
];

export function InstanceTypesPage() {
  const { teamId = '' } = useParams();
  const types = useInstanceTypes();
  const list = useListParams(INSTANCE_TYPE_LIST);
  const { params } = list;
  const all = useMemo(() => types.data ?? [], [types.data]);
  const rows = useMemo(() => visibleTypes(all, params), [all, params]);
  const locations = useMemo(() => locationOptions(all), [all]);
  // The team's VM list (for its currency) is read once the types are drawn: it never delays the rows.
  const currency = useTeamCurrency(teamId, types.isSuccess);
  const location = priceLocation(locations, params.location);
  const priceWhere = useMemo<PriceWhere>(() => ({ location, currency }), [location, currency]);

  const tableView = tableBinding(list, {
    columns: COLUMNS,
    rows,
    all,
    noun: NOUN,
    ready: types.isSuccess,
    search: SEARCH,
  });

  return (
    <ListPage {...AREA_HEADINGS['instance-types']}>
      <ListToolbar
        {...tableView.toolbar}
        filters={<FilterSelect {...filterBinding(list, 'location', { ...LOCATION_FILTER, options: locations })} />}
      />

      {location ? (
        <p className="text-xs text-fg-muted">
          Prices for <bdi>{location}</bdi>
          {currency ? `, ${currency.toUpperCase()}` : ''}: a month at each plan’s own size (its vCPUs, RAM and disk).
          {params.location ? null : ' Choose a location to see its prices.'}
        </p>
      ) : null}

      <PriceWhereContext value={priceWhere}>
        <DataTable
          label="Instance types"
          columns={COLUMNS}
          getRowKey={(t) => t.id}
          {...tableView.table}
          {...loadState(types, 'Instance types could not be loaded')}
          empty={{ title: 'No instance types', description: 'The provider lists no server sizes right now.' }}
          noMatch={{
            title: 'No instance types match',
            description: params.location ? (
              <>None sold in {params.location} matches the search.</>
            ) : (
              tableView.table.noMatch.description
            ),
            onClear: list.clear,
            clearLabel: 'Clear search and filter',
          }}
          className="min-w-[44rem] xl:min-w-[72rem]"
        />
      </PriceWhereContext>

      <p className="flex items-center gap-1.5 text-xs text-fg-subtle">
        <InfoIcon className="size-3.5 shrink-0" />
        RAM is given by the API in MB and disk in GB (1 GB = 1024 MB, as the provider sells them). The API does not
        state the network rate’s unit: its figures (1,000, 10,000) are read as Mbit/s.
      </p>
    </ListPage>
  );
}
