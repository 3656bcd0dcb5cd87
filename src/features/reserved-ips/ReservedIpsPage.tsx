import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { useReservedIps } from '../../api/resources/reservedIps';
import type { ReservedIp } from '../../api/types';
import { Button } from '../../ui/controls/Button';
import { CloudIcon, InfoIcon, LinkIcon, PlusIcon, XIcon } from '../../ui/icons';
import { DataTable, DeleteRowButton, RowActionButton } from '../../ui/list/DataTable';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { DeleteSelectedButton, SelectionBar } from '../../ui/list/SelectionBar';
import { useBulkDialog, useRowSelection } from '../../ui/list/useRowSelection';
import { useListParams } from '../../ui/list/useListParams';
import { usePreparedSearch } from '../../ui/list/usePreparedSearch';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { filterBinding, locationFilterBinding, searchBinding } from '../../ui/list/bindings';
import { useToast } from '../../ui/feedback/Toasts';
import { useListDialog } from '../../ui/hooks/listDialog';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/hooks/useHighlight';
import { Notice, isolatedText } from '../../ui/page/detail';
import { convertIntentOf } from '../../lib/convertIntent';
import { knownLocations } from '../../lib/locations';
import { AttachReservedIpDialog } from './AttachReservedIpDialog';
import { reservedIpColumns } from './reservedIpColumns';
import { ConvertToReservedIpDialog } from './ConvertToReservedIpDialog';
import { CreateReservedIpDialog } from './CreateReservedIpDialog';
import { DeleteReservedIpDialog, DetachReservedIpDialog } from './ReleaseDialogs';
import { RESERVED_IP_LIST, reservedIpSearchText, visibleReservedIps } from './reservedIpRows';
import { AREA_HEADINGS } from '../../lib/areaHeadings';
import type { ReleaseMany } from './ReleaseManyDialog';

const NOUN = { one: 'reserved IP', other: 'reserved IPs' };
const STATUS_OPTIONS = { active: 'Active', suspended: 'Suspended' };
const VERSION_OPTIONS = { ipv4: 'IPv4', ipv6: 'IPv6' };
const STATUS_FILTER = { label: 'Status', allLabel: 'Any status', options: STATUS_OPTIONS };
const VERSION_FILTER = { label: 'IP version', allLabel: 'IPv4 and IPv6', options: VERSION_OPTIONS };
const rowKey = (reservedIp: ReservedIp) => reservedIp.id;
const rowName = (reservedIp: ReservedIp) => reservedIp.ip_addr;
/** Loaded when first opened: nothing of it is needed before the list's first row. */
const ReleaseManyDialog = lazy(() => import('./ReleaseManyDialog'));

export function ReservedIpsPage() {
  const { teamId = '' } = useParams();
  const toast = useToast();
  const list = useListParams(RESERVED_IP_LIST);
  const { params } = list;

  // The location filter is the server's (endpoint 14); the unfiltered list gives the choices.
  const reservedIps = useReservedIps(teamId, params.location || undefined);
  const everywhere = useReservedIps(teamId);
  const updateAbsent = useOperationAbsent('reservedIps.update');
  const createAbsent = useOperationAbsent('reservedIps.create');

  const all = useMemo(() => reservedIps.data ?? [], [reservedIps.data]);
  const rows = useMemo(() => visibleReservedIps(all, params), [all, params]);
  usePreparedSearch(all, reservedIpSearchText);
  const selection = useRowSelection({ rows, all, getRowKey: rowKey, nameOf: rowName });
  const releasingMany = useBulkDialog<ReleaseMany>(selection);
  const attachedSelected = selection.rows.filter((reservedIp) => reservedIp.attachment);
  const columns = useMemo(() => reservedIpColumns(teamId), [teamId]);
  const locations = useMemo(
    () => knownLocations(everywhere.data ?? [], params.location),
    [everywhere.data, params.location],
  );

  // A VM page may have sent the person here to convert its address: open the dialog for it, then go back.
  const location = useLocation();
  const navigate = useNavigate();
  const [asked] = useState(() => convertIntentOf(location.state));
  const [converting, setConverting] = useState(asked !== null);
  const closeConvert = () => {
    setConverting(false);
    if (asked === null) return;
    // Forget the request first, so Forward does not open the dialog again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void navigate(-1);
  };
  const creating = useListDialog();
  const [attaching, setAttaching] = useState<ReservedIp | null>(null);
  const [detaching, setDetaching] = useState<ReservedIp | null>(null);
  const [deleting, setDeleting] = useState<ReservedIp | null>(null);
  const [highlightId, setHighlightId] = useHighlight();
  // The same functions from render to render, so a keystroke re-renders only the rows it changes.
  const rowActions = useCallback(
    (reservedIp: ReservedIp) => (
      <>
        {updateAbsent ? null : reservedIp.attachment ? (
          <RowActionButton
            label={`Detach ${reservedIp.ip_addr}`}
            icon={<XIcon className="size-3.5" />}
            onClick={() => setDetaching(reservedIp)}
          />
        ) : (
          <RowActionButton
            label={`Attach ${reservedIp.ip_addr}`}
            icon={<LinkIcon className="size-3.5" />}
            onClick={() => setAttaching(reservedIp)}
          />
        )}
        <DeleteRowButton name={reservedIp.ip_addr} onClick={() => setDeleting(reservedIp)} />
      </>
    ),
    [updateAbsent],
  );
  const rowClassName = useCallback(
    (reservedIp: ReservedIp) => reservedIp.id === highlightId && HIGHLIGHT_ROW_CLASS,
    [highlightId],
  );

  const actions = (
    <>
      {createAbsent ? null : (
        <Button icon={<PlusIcon className="size-3.5" />} onClick={creating.show}>
          Reserve new IP
        </Button>
      )}
      <Button variant="primary" onClick={() => setConverting(true)}>
        Convert VM IP
      </Button>
    </>
  );

  return (
    <ListPage {...AREA_HEADINGS['reserved-ips']} actions={actions}>
      {updateAbsent ? (
        <Notice icon={<InfoIcon className="size-4" />}>
          This server does not offer attaching or detaching reserved IPs, so they are shown as they are.
        </Notice>
      ) : null}

      <ListToolbar
        {...searchBinding(list, { label: 'Search reserved IPs', by: 'name, address or VM' })}
        filters={
          <>
            <FilterSelect {...locationFilterBinding(list, locations)} />
            <FilterSelect {...filterBinding(list, 'status', STATUS_FILTER)} />
            <FilterSelect {...filterBinding(list, 'version', VERSION_FILTER)} />
          </>
        }
        count={
          reservedIps.isSuccess
            ? {
                shown: rows.length,
                total: params.location ? (everywhere.data?.length ?? all.length) : all.length,
                noun: NOUN,
                narrowed: list.narrowed,
              }
            : null
        }
        exportable={reservedIps.isSuccess ? { noun: NOUN, rows, columns } : null}
      />

      <SelectionBar count={selection.rows.length} hidden={selection.hidden} noun={NOUN} onClear={selection.clear}>
        {updateAbsent || attachedSelected.length === 0 ? null : (
          <Button
            size="sm"
            icon={<XIcon className="size-3.5" />}
            onClick={() =>
              releasingMany.open({
                kind: 'detach',
                reservedIps: attachedSelected,
                leftOut: selection.rows.length - attachedSelected.length,
              })
            }
          >
            Detach selected
          </Button>
        )}
        <DeleteSelectedButton
          onClick={() => releasingMany.open({ kind: 'delete', reservedIps: selection.rows, leftOut: 0 })}
        />
      </SelectionBar>

      <DataTable
        label="Reserved IPs"
        columns={columns}
        rows={rows}
        getRowKey={rowKey}
        selection={selection.table}
        totalCount={params.location ? (everywhere.data?.length ?? all.length) : all.length}
        noun={NOUN}
        sort={list.sort}
        onSort={list.toggleSort}
        rowActions={rowActions}
        rowClassName={rowClassName}
        {...loadState(reservedIps, 'Reserved IPs could not be loaded')}
        empty={{
          icon: <CloudIcon className="size-5" />,
          title: 'No reserved IPs yet',
          description: 'Convert a VM’s primary IPv4 to keep it, or reserve a new address in a location.',
          action: actions,
        }}
        noMatch={{
          description: params.location ? (
            <>Nothing in “{params.location}” matches.</>
          ) : (
            <>Nothing has a name, address or VM containing “{params.q}”.</>
          ),
          onClear: list.clear,
        }}
        className="min-w-[44rem] xl:min-w-[70rem]"
      />

      <ConvertToReservedIpDialog
        teamId={teamId}
        open={converting}
        onClose={closeConvert}
        address={asked?.address}
        defaultName={asked?.name}
        onConverted={(reservedIp) => {
          closeConvert();
          setHighlightId(reservedIp.id);
          toast.show(`${reservedIp.ip_addr} is now the reserved IP “${isolatedText(reservedIp.name)}”.`);
        }}
      />
      <CreateReservedIpDialog
        teamId={teamId}
        {...creating.props}
        onCreated={(created) =>
          creating.finish(`${created.ip_addr} reserved as “${isolatedText(created.name)}”.`, () =>
            setHighlightId(created.id),
          )
        }
      />
      <AttachReservedIpDialog
        teamId={teamId}
        reservedIp={attaching}
        onClose={() => setAttaching(null)}
        onAttached={(reservedIp) => {
          setAttaching(null);
          setHighlightId(reservedIp.id);
          toast.show(`${reservedIp.ip_addr} attached.`);
        }}
      />
      <DetachReservedIpDialog teamId={teamId} target={detaching} onClose={() => setDetaching(null)} />
      <DeleteReservedIpDialog teamId={teamId} target={deleting} onClose={() => setDeleting(null)} />
      {releasingMany.target ? (
        <Suspense fallback={null}>
          <ReleaseManyDialog teamId={teamId} release={releasingMany.target} onClose={releasingMany.close} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}
