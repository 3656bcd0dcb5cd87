import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isOperationAbsent } from '../../api/errors/errors';
import { useObjectStorageServices, useServicesInTab } from '../../api/resources/objectStorage';
import { controlClasses } from '../../ui/controls/Field';
import { BucketIcon, InfoIcon } from '../../ui/icons';
import { DataTable } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { OpenByIdForm } from '../../ui/list/OpenByIdForm';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { tableBinding } from '../../ui/list/bindings';
import { storagePath } from './paths';
import { RememberedList } from './RememberedList';
import { serviceColumns } from './serviceColumns';
import { SERVICE_LIST, statusesOf, statusLabel, visibleServices } from './serviceRows';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'service', other: 'services' };
const SEARCH = { label: 'Search services', by: 'name, location, region or endpoint' };

export function ServicesPage() {
  const { teamId = '' } = useParams();
  const services = useObjectStorageServices(teamId);
  const absent = useOperationAbsent('objectStorage.services') || isOperationAbsent(services.error);

  return (
    <ListPage {...AREA_HEADINGS['object-storage']}>
      {absent ? <ServicesFallback teamId={teamId} /> : <ServicesList teamId={teamId} services={services} />}
    </ListPage>
  );
}

function ServicesList({ teamId, services }: { teamId: string; services: ReturnType<typeof useObjectStorageServices> }) {
  const list = useListParams(SERVICE_LIST);
  const { params } = list;
  const columns = useMemo(() => serviceColumns(teamId), [teamId]);
  const all = useMemo(() => services.data ?? [], [services.data]);
  const rows = useMemo(() => visibleServices(all, params), [all, params]);
  const statuses = useMemo(() => statusesOf(all), [all]);

  const tableView = tableBinding(list, { columns, rows, all, noun: NOUN, ready: services.isSuccess, search: SEARCH });

  return (
    <>
      <ListToolbar
        {...tableView.toolbar}
        filters={
          <select
            aria-label="Status"
            value={params.status}
            onChange={(event) => list.setParams({ status: event.target.value })}
            className={controlClasses('h-8 w-auto pr-7')}
          >
            <option value="">All statuses</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
            {params.status && !statuses.includes(params.status) ? (
              <option value={params.status}>{statusLabel(params.status)}</option>
            ) : null}
          </select>
        }
      />
      <DataTable
        label="Object storage services"
        columns={columns}
        getRowKey={(s) => s.id}
        {...tableView.table}
        {...loadState(services, 'Object storage services could not be loaded')}
        skeletonRows={3}
        empty={{
          icon: <BucketIcon className="size-5" />,
          title: 'No object storage services yet',
          description:
            'Services are ordered from the provider; once one exists, its buckets and keys are managed here.',
        }}
        noMatch={{
          description: <>No service has a name, location, region or endpoint containing “{params.q}”.</>,
          onClear: list.clear,
        }}
        className="min-w-[44rem] xl:min-w-[72rem]"
      />
    </>
  );
}

/** Without GET /object-storage: open a service by its id, and the ones opened in this tab. */
function ServicesFallback({ teamId }: { teamId: string }) {
  const navigate = useNavigate();
  const memory = useServicesInTab(teamId);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="flex items-start gap-2 rounded-md border border-line bg-surface-sunken px-3 py-2 text-[13px] text-fg-muted">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-fg-subtle" />
        This server does not offer a list of object storage services. Open one by its ID (from your provider’s panel or
        invoice); services you open are remembered in this browser tab.
      </p>
      <OpenByIdForm
        noun="service"
        title="Open a service by ID"
        onOpen={(id) => void navigate(storagePath(teamId, id))}
      />
      <RememberedList
        title="Opened in this browser tab"
        items={memory.items.map((id) => ({ key: id, label: id, to: storagePath(teamId, id) }))}
        empty="None yet."
        onForget={memory.forget}
        forgetLabel={(id) => `Forget service ${id}`}
      />
    </div>
  );
}
