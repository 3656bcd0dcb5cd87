import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBackups } from '../../api/resources/catalogue';
import { isOperationAbsent } from '../../api/errors/errors';
import { useReservedIps } from '../../api/resources/reservedIps';
import { useVmList } from '../../api/vms/vms';
import type { Vm } from '../../api/types';
import type { ListQueryResult } from '../../api/cache/streamedList';
import { useVpcsWithAttachedVms } from '../../api/resources/vpcs';
import { InfoIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { Button, buttonClasses } from '../../ui/controls/Button';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { FilterSelect, LOCATION_FILTER } from '../../ui/list/FilterSelect';
import { TextCell } from '../../ui/list/cells';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { SelectionBar } from '../../ui/list/SelectionBar';
import { useRowSelection } from '../../ui/list/useRowSelection';
import { OpenByIdForm } from '../../ui/list/OpenByIdForm';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { filterBinding, searchBinding, tableBinding } from '../../ui/list/bindings';
import { vmColumns } from './vmColumns';
import { useVmPowers } from './useVmPowers';
import { PowerCell } from './PowerFact';
import { VmRowMenu } from './VmRowMenu';
import type { VmListAction } from './vmListActions';
import type { PowerKnowledge } from '../../api/vms/powerKnowledge';
import { linkClasses, Notice } from '../../ui/page/detail';
import {
  KNOWN_VM_LIST,
  knownVms,
  locationOptions,
  STATUS_OPTIONS,
  VM_LIST,
  visibleKnownVms,
  visibleVms,
  type KnownVm,
} from './vmRows';
import { paths } from '../../lib/paths';
import { AREA_HEADINGS } from '../../lib/areaHeadings';
import { idColumn } from '../../ui/list/commonColumns';

const NOUN = { one: 'VM', other: 'VMs' };
const SEARCH = { label: 'Search VMs', by: 'name, address or template' };
const STATUS_FILTER = { label: 'Service status', allLabel: 'All statuses', options: STATUS_OPTIONS };
const KNOWN_NOUN = { one: 'known VM', other: 'known VMs' };
/** The row menu's dialogs: loaded when an action is first chosen, so the list's first rows do not wait for them. */
const VmRowAction = lazy(() => import('./VmRowAction').then((module) => ({ default: module.VmRowAction })));
/** The bulk actions' dialog, loaded when first opened. */
const VmBulkDialog = lazy(() => import('./VmBulkDialog').then((module) => ({ default: module.VmBulkDialog })));
const vmKey = (vm: Vm) => vm.id;
const vmName = (vm: Vm) => vm.name;
const BULK_ACTIONS: readonly { action: VmListAction; label: string }[] = [
  { action: 'reboot', label: 'Reboot' },
  { action: 'stop', label: 'Stop' },
  { action: 'snapshot', label: 'Take snapshot' },
];

export function VmsPage() {
  const { teamId = '' } = useParams();
  const vms = useVmList(teamId);
  const absent = isOperationAbsent(vms.error);
  return (
    <ListPage
      {...AREA_HEADINGS.vms}
      actions={
        <Link to={paths.deployVm(teamId)} className={buttonClasses('primary')}>
          <PlusIcon className="size-3.5" />
          Deploy VM
        </Link>
      }
    >
      {absent ? <KnownVms teamId={teamId} /> : <VmList teamId={teamId} vms={vms} />}
    </ListPage>
  );
}

function VmList({ teamId, vms }: { teamId: string; vms: ListQueryResult<Vm[]> }) {
  const list = useListParams(VM_LIST);
  const { params } = list;
  const all = useMemo(() => vms.data ?? [], [vms.data]);
  const rows = useMemo(() => visibleVms(all, params), [all, params]);
  const locations = useMemo(() => locationOptions(all), [all]);
  const power = useListPower(teamId, all, vms.dataUpdatedAt);
  const columns = useMemo(() => vmColumns(teamId, { power: power.known ? power.of : null }), [teamId, power]);
  const [chosen, setChosen] = useState<{ vm: Vm; action: VmListAction } | null>(null);
  const selection = useRowSelection({ rows, all, getRowKey: vmKey, nameOf: vmName });
  const [bulk, setBulk] = useState<{ vms: readonly Vm[]; action: VmListAction } | null>(null);
  const factsOf = useCallback((vm: Vm) => ({ ...vm, power: power.of(vm).state }), [power]);
  const choose = useCallback((vm: Vm, action: VmListAction) => setChosen({ vm, action }), []);
  const rowActions = useCallback(
    (vm: Vm) => <VmRowMenu teamId={teamId} vm={vm} power={power.of(vm).state} onChoose={choose} />,
    [teamId, power, choose],
  );
  const tableView = tableBinding(list, {
    columns,
    rows,
    all,
    noun: NOUN,
    ready: vms.isSuccess,
    partial: vms.partial,
    search: SEARCH,
  });

  return (
    <>
      <ListToolbar
        {...tableView.toolbar}
        filters={
          <>
            <FilterSelect {...filterBinding(list, 'status', STATUS_FILTER)} />
            <FilterSelect {...filterBinding(list, 'location', { ...LOCATION_FILTER, options: locations })} />
          </>
        }
      />
      <SelectionBar count={selection.rows.length} hidden={selection.hidden} noun={NOUN} onClear={selection.clear}>
        {BULK_ACTIONS.map(({ action, label }) => (
          <Button key={action} size="sm" onClick={() => setBulk({ vms: selection.rows, action })}>
            {label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="danger"
          icon={<TrashIcon className="size-3.5" />}
          onClick={() => setBulk({ vms: selection.rows, action: 'delete' })}
        >
          Delete
        </Button>
      </SelectionBar>
      <DataTable
        label="Virtual machines"
        columns={columns}
        getRowKey={vmKey}
        selection={selection.table}
        {...tableView.table}
        {...loadState(vms, 'VMs could not be loaded')}
        empty={{ title: 'No VMs yet', description: 'This team has no virtual machines.' }}
        rowActions={rowActions}
        actionsWidth="w-[3rem]"
        className="md:min-w-[44rem] xl:min-w-[62rem]"
      />
      {bulk ? (
        <Suspense fallback={null}>
          <VmBulkDialog
            teamId={teamId}
            action={bulk.action}
            vms={bulk.vms}
            factsOf={factsOf}
            onClose={(accepted) => {
              setBulk(null);
              selection.unselect(accepted);
            }}
          />
        </Suspense>
      ) : null}
      {chosen ? (
        <Suspense fallback={null}>
          <VmRowAction
            teamId={teamId}
            vm={chosen.vm}
            action={chosen.action}
            power={power.of(chosen.vm).state}
            onClose={() => setChosen(null)}
            onFailed={() => void vms.refetch()}
          />
        </Suspense>
      ) : null}
      {power.known && power.someUnknown ? (
        <p className="hidden text-xs text-fg-subtle md:block">
          Power: the API does not report it. It is shown where a VPC or this console saw it; the rest say Unknown.
        </p>
      ) : null}
    </>
  );
}

/** What is known of the listed VMs' power (their VPCs, their own field, this console), and whether any is. */
function useListPower(teamId: string, vms: readonly Vm[], vmsAt: number) {
  const vpcs = useVpcsWithAttachedVms(teamId);
  const powers = useVmPowers(teamId, vpcs);
  return useMemo(() => {
    const of = (vm: Vm) => powers(vm.id, { power_status: vm.power_status, at: vmsAt });
    const states = vms.map((vm) => of(vm).state);
    return { of, known: states.some((state) => state !== 'unknown'), someUnknown: states.includes('unknown') };
  }, [powers, vms, vmsAt]);
}

function knownColumns(teamId: string, powerOf: (vmId: string) => PowerKnowledge): Column<KnownVm>[] {
  return [
    {
      key: 'name',
      header: 'VM',
      className: 'max-w-0',
      cell: (vm) => (
        <Link
          to={paths.vm(teamId, vm.id)}
          className={`block truncate font-medium ${linkClasses}`}
          title={vm.name ?? vm.id}
        >
          {vm.name ?? <span className="font-mono text-xs">{vm.id}</span>}
        </Link>
      ),
    },
    {
      key: 'power',
      header: 'Power',
      width: 'w-[12rem]',
      className: 'max-w-0',
      cell: (vm) => <PowerCell power={powerOf(vm.id)} />,
    },
    {
      key: 'seen',
      header: 'Known from',
      width: 'w-[24rem]',
      className: 'max-w-0',
      cell: (vm) => <TextCell text={knownFrom(vm)} className="text-fg-muted" />,
    },
    {
      ...idColumn(
        (vm) => vm.id,
        (vm) => vm.name ?? vm.id,
      ),
      width: 'w-[9rem]',
    },
  ];
}

function knownFrom(vm: KnownVm): string {
  const parts: string[] = [];
  if (vm.vpcs.length) parts.push(vm.vpcs.map((v) => v.name).join(', '));
  if (vm.reservedIps.length) parts.push(`reserved IP ${vm.reservedIps.map((r) => r.address).join(', ')}`);
  if (vm.backupCount) parts.push(`${vm.backupCount} ${vm.backupCount === 1 ? 'backup' : 'backups'}`);
  return parts.join(' · ');
}

/** Without GET /vm: the VMs other lists mention, plus "open by id". */
function KnownVms({ teamId }: { teamId: string }) {
  const navigate = useNavigate();
  const list = useListParams(KNOWN_VM_LIST);
  const vpcs = useVpcsWithAttachedVms(teamId);
  const reservedIps = useReservedIps(teamId);
  const backups = useBackups();
  const known = useMemo(
    () => knownVms({ vpcs: vpcs.data, reservedIps: reservedIps.data, backups: backups.data }, teamId),
    [vpcs.data, reservedIps.data, backups.data, teamId],
  );
  const all = useMemo(() => [...known.values()], [known]);
  const rows = useMemo(() => visibleKnownVms(all, list.params), [all, list.params]);
  const powers = useVmPowers(teamId, vpcs);
  const columns = useMemo(() => knownColumns(teamId, (vmId) => powers(vmId)), [teamId, powers]);
  const loading = vpcs.isPending && reservedIps.isPending && backups.isPending;
  return (
    <>
      <Notice icon={<InfoIcon className="size-4" />}>
        This server does not list VMs. Below are the VMs that its VPCs, reserved IPs and backups mention; open any other
        VM by its ID.
      </Notice>
      <OpenByIdForm noun="VM" onOpen={(id) => void navigate(paths.vm(teamId, id))} />
      <ListToolbar
        {...searchBinding(list, { label: 'Search known VMs', by: 'name, ID or address' })}
        count={loading ? null : { shown: rows.length, total: known.size, noun: KNOWN_NOUN, narrowed: list.narrowed }}
      />
      <DataTable
        label="Known VMs"
        columns={columns}
        rows={rows}
        getRowKey={(vm) => vm.id}
        totalCount={known.size}
        noun={KNOWN_NOUN}
        isLoading={loading}
        empty={{
          title: 'No VMs known yet',
          description: 'No VPC, reserved IP or backup mentions a VM. Open one by its ID above.',
        }}
        noMatch={{ onClear: list.clear }}
        className="min-w-[44rem] xl:min-w-[48rem]"
      />
    </>
  );
}
