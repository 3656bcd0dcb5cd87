import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { ipListRequests, useIpList, useIpLists, useRemoveIpListEntry } from '../../api/resources/ipLists';
import { describePlanned } from '../../api/http/apiRequest';
import type { IpListDetail, IpListEntry } from '../../api/types';
import { isolatedText } from '../../ui/page/detail';
import { Button } from '../../ui/controls/Button';
import { ConfirmAction } from '../../ui/dialogs/ConfirmAction';
import { DetailFrame, FactsAndTableSkeleton, detailState } from '../../ui/page/DetailFrame';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { CopyableText, TimeCell } from '../../ui/list/cells';
import { DataTable, DeleteRowButton } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { SelectionBar } from '../../ui/list/SelectionBar';
import { useRowSelection } from '../../ui/list/useRowSelection';
import { useListParams } from '../../ui/list/useListParams';
import { searchBinding, filterBinding } from '../../ui/list/bindings';
import { PageHeader } from '../../ui/page/PageHeader';
import { CopyJsonButton } from '../../ui/page/CopyJsonButton';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/hooks/useHighlight';
import { FactList } from '../../ui/page/FactList';
import { Note } from '../../ui/feedback/Note';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { AddEntryForm } from './AddEntryForm';
import { ENTRY_COLUMNS } from './ipListColumns';
import { DeleteIpListDialog } from './DeleteIpListDialog';
import { IpListFormDialog } from './IpListFormDialog';
import { ENTRY_LIST, usageText, visibleEntries } from './ipListRows';
import { IpListsAbsent } from './IpListsAbsent';
import { ItemBreadcrumb } from '../../ui/page/Breadcrumb';
import { paths } from '../../lib/paths';

const NOUN = { one: 'entry', other: 'entries' };
const entryKey = (entry: IpListEntry) => entry.id;
const entryName = (entry: IpListEntry) => entry.value;
/** Loaded when first opened: nothing of it is needed before the entries are shown. */
const RemoveEntriesDialog = lazy(() =>
  import('./RemoveEntriesDialog').then((module) => ({ default: module.RemoveEntriesDialog })),
);
const TYPE_FILTER = { label: 'IP version', options: { '': 'IPv4 and IPv6', ipv4: 'IPv4', ipv6: 'IPv6' } };

export function IpListPage() {
  const { teamId = '', listId = '' } = useParams();
  const list = useIpList(teamId, listId);
  const absent = useOperationAbsent('ipLists');
  usePageTitle(list.data ? `${isolatedText(list.data.name)} · IP lists` : 'IP list');
  const listsPath = paths.ipLists(teamId);
  const frame = detailState(list, { noun: 'IP list', absent });

  return (
    <DetailFrame
      nav={<ItemBreadcrumb list="IP lists" to={listsPath} name={list.data?.name} id={listId} />}
      {...frame}
      skeleton={<FactsAndTableSkeleton />}
      errorHeading="IP list"
      errorHeadingHidden
      errorTitle={frame.notFound ? 'IP list not found' : frame.errorTitle}
      className="min-h-0 flex-1 gap-4"
    >
      {(data) =>
        data ? (
          <ListDetail teamId={teamId} list={data} />
        ) : (
          <>
            <h1 className="text-lg font-semibold tracking-tight text-fg">IP list</h1>
            <IpListsAbsent />
          </>
        )
      }
    </DetailFrame>
  );
}

function ListDetail({ teamId, list }: { teamId: string; list: IpListDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const lists = useIpLists(teamId);
  const entryList = useListParams(ENTRY_LIST);
  const { params } = entryList;
  const remove = useRemoveIpListEntry(teamId, list.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<IpListEntry | null>(null);
  const [highlightId, setHighlightId] = useHighlight();

  const rows = useMemo(() => visibleEntries(list.entries, params), [list.entries, params]);
  const selection = useRowSelection({ rows, all: list.entries, getRowKey: entryKey, nameOf: entryName });
  const [removingMany, setRemovingMany] = useState<readonly IpListEntry[] | null>(null);
  const entryLimit = lists.data?.ip_list_entry_limit;
  const full = entryLimit !== undefined && list.entries.length >= entryLimit;

  return (
    <>
      <PageHeader
        title={list.name}
        description={list.description || 'IP list'}
        actions={
          <>
            <CopyJsonButton answer={list} noun="IP list" />
            <Button icon={<PencilIcon className="size-3.5" />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button icon={<TrashIcon className="size-3.5" />} onClick={() => setDeleting(true)}>
              Delete list
            </Button>
          </>
        }
      />
      <FactList
        facts={[
          { term: 'ID', value: <CopyableText value={list.id} copyLabel="Copy list ID" className="max-w-[20rem]" /> },
          {
            term: 'Entries',
            value: (
              <span className="tabular-nums">
                {entryLimit !== undefined ? usageText(list.entries.length, entryLimit, NOUN) : list.entries.length}
              </span>
            ),
          },
          {
            term: 'Used by',
            value: (
              <span className="tabular-nums">
                {list.used_by_count} firewall {list.used_by_count === 1 ? 'rule' : 'rules'}
              </span>
            ),
          },
          {
            term: 'Rule source',
            value: <CopyableText value={`list:${list.id}`} copyLabel="Copy rule source" className="max-w-[22rem]" />,
          },
          { term: 'Created', value: <TimeCell value={list.created_at} /> },
        ]}
      />

      {full ? (
        <Note tone="warning">
          This list has {usageText(list.entries.length, entryLimit, NOUN)}, the most allowed. Remove one to add another.
        </Note>
      ) : null}
      <AddEntryForm
        teamId={teamId}
        listId={list.id}
        entries={list.entries}
        full={full}
        onAdded={(entry) => {
          setHighlightId(entry.id);
          toast.show(`${entry.value} added.`);
        }}
        onAddedMany={(added) => {
          setHighlightId(added.at(-1)?.id ?? null);
          toast.show(`${added.length} ${added.length === 1 ? 'entry' : 'entries'} added.`);
        }}
      />

      <ListToolbar
        {...searchBinding(entryList, { label: 'Search entries', by: 'address' })}
        filters={<FilterSelect {...filterBinding(entryList, 'type', TYPE_FILTER)} />}
        count={{ shown: rows.length, total: list.entries.length, noun: NOUN, narrowed: entryList.narrowed }}
        exportable={{ noun: NOUN, rows, columns: ENTRY_COLUMNS }}
      />
      <SelectionBar count={selection.rows.length} hidden={selection.hidden} noun={NOUN} onClear={selection.clear}>
        <Button
          size="sm"
          variant="danger"
          icon={<TrashIcon className="size-3.5" />}
          onClick={() => setRemovingMany(selection.rows)}
        >
          Remove selected
        </Button>
      </SelectionBar>
      <DataTable
        label="Entries"
        columns={ENTRY_COLUMNS}
        rows={rows}
        getRowKey={entryKey}
        selection={selection.table}
        totalCount={list.entries.length}
        noun={NOUN}
        sort={entryList.sort}
        onSort={entryList.toggleSort}
        rowActions={(entry) => <DeleteRowButton name={entry.value} onClick={() => setRemoving(entry)} verb="Remove" />}
        rowClassName={(entry) => entry.id === highlightId && HIGHLIGHT_ROW_CLASS}
        isLoading={false}
        empty={{
          title: 'No entries yet',
          description: 'Add an address or range above. Rules using an empty list allow nothing.',
        }}
        noMatch={{
          description: params.q ? <>No entry contains “{params.q}”.</> : 'No entry of this IP version.',
          onClear: entryList.clear,
        }}
        className="min-w-[32rem] xl:min-w-[48rem]"
      />

      {removingMany ? (
        <Suspense fallback={null}>
          <RemoveEntriesDialog
            teamId={teamId}
            list={list}
            entries={removingMany}
            onClose={(removed) => {
              setRemovingMany(null);
              selection.unselect(removed);
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmAction
        target={removing}
        mutation={remove}
        variables={(entry) => entry.id}
        request={(entry) => describePlanned(ipListRequests.removeEntry(teamId, list.id, entry.id))}
        onClose={() => setRemoving(null)}
        title="Remove entry"
        confirmLabel="Remove entry"
        destructive
        doneText={(entry) => `${entry.value} removed.`}
      >
        {(entry) => (
          <p>
            Remove <span className="font-mono text-xs text-fg">{entry.value}</span> from {list.name}?
            {list.used_by_count > 0
              ? ` The ${list.used_by_count === 1 ? 'rule' : `${list.used_by_count} rules`} using this list stop allowing it at once.`
              : ''}
          </p>
        )}
      </ConfirmAction>
      <IpListFormDialog
        teamId={teamId}
        open={editing}
        list={editing ? list : null}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          toast.show(`IP list “${isolatedText(saved.name)}” saved.`);
        }}
      />
      <DeleteIpListDialog
        teamId={teamId}
        target={deleting ? list : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.ipLists(teamId))}
      />
    </>
  );
}
