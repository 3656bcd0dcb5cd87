import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSnapshotDownloadLink, useSnapshots, useSnapshotsTakenHere } from '../../api/resources/snapshots';
import { isOperationAbsent } from '../../api/errors/errors';
import type { Snapshot } from '../../api/types';
import { useActivity } from '../../api/activity/activity';
import { useVms } from '../../api/vms/vms';
import { LinkIcon } from '../../ui/icons';
import { filterBinding, tableBinding } from '../../ui/list/bindings';
import { DataTable, DeleteRowButton, RowActionButton, RowActionLink } from '../../ui/list/DataTable';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { ListPage } from '../../ui/list/ListPage';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { DeleteSelectedButton, SelectionBar } from '../../ui/list/SelectionBar';
import { useBulkDialog, useRowSelection } from '../../ui/list/useRowSelection';
import { loadState } from '../../ui/list/loadState';
import { useListParams } from '../../ui/list/useListParams';
import { usePreparedSearch } from '../../ui/list/usePreparedSearch';
import { InlineValue } from '../../ui/page/detail';
import { Note } from '../../ui/feedback/Note';
import { OneTimeLinkDialog } from '../../ui/dialogs/OneTimeLinkDialog';
import { DeleteSnapshotDialog } from './DeleteSnapshotDialog';
import { snapshotColumns } from './snapshotColumns';
import {
  namesFromActivity,
  SNAPSHOT_LIST,
  snapshotSearchText,
  toRows,
  visibleRows,
  type SnapshotRow,
} from './snapshotRows';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'snapshot', other: 'snapshots' };
const SEARCH = { label: 'Search snapshots', by: 'name, description, VM or ID' };
const STATUS_OPTIONS = { available: 'Available', pending: 'Pending' };
const rowKey = (row: SnapshotRow) => row.snapshot.id;
const rowName = (row: SnapshotRow) => row.snapshot.name;
/** Loaded when first opened: nothing of it is needed before the list's first row. */
const DeleteSnapshotsDialog = lazy(() => import('./DeleteSnapshotsDialog'));

export function SnapshotsPage() {
  const { teamId = '' } = useParams();
  const snapshots = useSnapshots();
  const taken = useSnapshotsTakenHere(teamId);
  // VM names are a nicety from an extension; a VM gone since is named as this session's Activity knew it.
  const vms = useVms(teamId);
  const activity = useActivity();
  const knownNames = useMemo(() => namesFromActivity(activity, teamId), [activity, teamId]);
  const list = useListParams(SNAPSHOT_LIST);
  const { params } = list;

  const [deleting, setDeleting] = useState<Snapshot | null>(null);
  const [linkFor, setLinkFor] = useState<Snapshot | null>(null);
  const link = useSnapshotDownloadLink();
  const { mutate: getLink, reset: forgetLink } = link;

  const allRows = useMemo(
    () => toRows(snapshots.data ?? [], taken, vms.data, knownNames),
    [snapshots.data, taken, vms.data, knownNames],
  );
  const rows = useMemo(() => visibleRows(allRows, params), [allRows, params]);
  usePreparedSearch(allRows, snapshotSearchText);
  const selection = useRowSelection({ rows, all: allRows, getRowKey: rowKey, nameOf: rowName });
  const deletingMany = useBulkDialog<readonly Snapshot[]>(selection);
  const columns = useMemo(() => snapshotColumns(teamId), [teamId]);

  const rowActions = useCallback(
    ({ snapshot }: SnapshotRow) => (
      <>
        {snapshot.status === 'available' ? (
          <RowActionLink
            to={paths.deployVm(teamId, { snapshot: snapshot.id })}
            label={`Deploy a VM from ${snapshot.name}`}
          >
            Deploy
          </RowActionLink>
        ) : null}
        <RowActionButton
          label={`Get download link for ${snapshot.name}`}
          icon={<LinkIcon className="size-3.5" />}
          onClick={() => {
            setLinkFor(snapshot);
            getLink(snapshot.id);
          }}
        />
        <DeleteRowButton name={snapshot.name} onClick={() => setDeleting(snapshot)} />
      </>
    ),
    [getLink, teamId],
  );

  const closeLink = () => {
    // The link is a secret: once its dialog closes, nothing of it stays (gcTime 0 drops the answer).
    forgetLink();
    setLinkFor(null);
  };

  const tableView = tableBinding(list, {
    rows,
    all: allRows,
    noun: NOUN,
    ready: snapshots.isSuccess,
    search: SEARCH,
  });

  return (
    <ListPage {...AREA_HEADINGS.snapshots}>
      {isOperationAbsent(snapshots.error) ? (
        <Note>This server does not list snapshots.</Note>
      ) : (
        <>
          <ListToolbar
            {...tableView.toolbar}
            filters={
              <FilterSelect
                {...filterBinding(list, 'status', {
                  label: 'Status',
                  allLabel: 'All statuses',
                  options: STATUS_OPTIONS,
                })}
              />
            }
          />
          <SelectionBar count={selection.rows.length} hidden={selection.hidden} noun={NOUN} onClear={selection.clear}>
            <DeleteSelectedButton onClick={() => deletingMany.open(selection.rows.map((row) => row.snapshot))} />
          </SelectionBar>
          <DataTable
            label="Snapshots"
            columns={columns}
            getRowKey={rowKey}
            selection={selection.table}
            {...tableView.table}
            rowActions={rowActions}
            {...loadState(snapshots, 'Snapshots could not be loaded')}
            empty={{
              title: 'No snapshots yet',
              description: 'Take a snapshot from a VM’s page to keep a copy of its disk, to restore or download later.',
            }}
            actionsWidth="w-[9.5rem]"
            className="min-w-[44rem] xl:min-w-[66rem]"
          />
        </>
      )}

      <DeleteSnapshotDialog target={deleting} onClose={() => setDeleting(null)} />
      {deletingMany.target ? (
        <Suspense fallback={null}>
          <DeleteSnapshotsDialog teamId={teamId} snapshots={deletingMany.target} onClose={deletingMany.close} />
        </Suspense>
      ) : null}
      <OneTimeLinkDialog
        open={linkFor !== null}
        onClose={closeLink}
        title={
          <>
            Download link for <InlineValue>{linkFor?.name ?? ''}</InlineValue>
          </>
        }
        what="this snapshot’s disk"
        url={link.data}
        pending={link.isPending}
        error={link.error}
      />
    </ListPage>
  );
}
