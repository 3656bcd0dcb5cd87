import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { useSshKeyList } from '../../api/resources/sshKeys';
import type { SshKey } from '../../api/types';
import { isolatedText } from '../../ui/page/detail';
import { Button } from '../../ui/controls/Button';
import { InfoIcon, KeyIcon, PlusIcon } from '../../ui/icons';
import { DataTable, DeleteRowButton, EditRowButton } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { DeleteSelectedButton, SelectionBar } from '../../ui/list/SelectionBar';
import { useBulkDialog, useRowSelection } from '../../ui/list/useRowSelection';
import { useListParams } from '../../ui/list/useListParams';
import { usePreparedSearch } from '../../ui/list/usePreparedSearch';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { tableBinding } from '../../ui/list/bindings';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageAction } from '../../ui/hooks/pageAction';
import { useListDialog } from '../../ui/hooks/listDialog';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/hooks/useHighlight';
import { AddSshKeyDialog } from './AddSshKeyDialog';
import { SSH_KEY_COLUMNS } from './keyColumns';
import { DeleteSshKeyDialog } from './DeleteSshKeyDialog';
import { EditSshKeyDialog } from './EditSshKeyDialog';
import { SSH_KEY_LIST, sshKeySearchText, toRows, visibleRows, type SshKeyRow } from './keyRows';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'key', other: 'keys' };
const SEARCH = { label: 'Search SSH keys', by: 'name, type or fingerprint' };
const rowKey = (row: SshKeyRow) => row.key.id;
const rowName = (row: SshKeyRow) => row.key.name;
/** Loaded when first opened: nothing of it is needed before the list's first row. */
const DeleteSshKeysDialog = lazy(() => import('./DeleteSshKeysDialog'));

export function SshKeysPage() {
  const { teamId = '' } = useParams();
  const keys = useSshKeyList(teamId);
  const list = useListParams(SSH_KEY_LIST);
  const { params } = list;
  const deleteAbsent = useOperationAbsent('sshKeys.delete');
  const toast = useToast();

  const adding = useListDialog();
  usePageAction('create', adding.show);
  const [editing, setEditing] = useState<SshKey | null>(null);
  const [deleting, setDeleting] = useState<SshKey | null>(null);
  const [highlightId, setHighlightId] = useHighlight();

  const allRows = useMemo(() => toRows(keys.data ?? []), [keys.data]);
  const rows = useMemo(() => visibleRows(allRows, params), [allRows, params]);
  usePreparedSearch(allRows, sshKeySearchText);
  const selection = useRowSelection({ rows, all: allRows, getRowKey: rowKey, nameOf: rowName });
  const deletingMany = useBulkDialog<readonly SshKey[]>(selection);
  // The same functions from render to render, so a keystroke re-renders only the rows it changes.
  const rowActions = useCallback(
    (row: SshKeyRow) => (
      <>
        <EditRowButton name={row.key.name} onClick={() => setEditing(row.key)} />
        {deleteAbsent ? null : <DeleteRowButton name={row.key.name} onClick={() => setDeleting(row.key)} />}
      </>
    ),
    [deleteAbsent],
  );
  const rowClassName = useCallback(
    (row: SshKeyRow) => row.key.id === highlightId && HIGHLIGHT_ROW_CLASS,
    [highlightId],
  );

  const addButton = (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={adding.show}>
      Add SSH key
    </Button>
  );

  const tableView = tableBinding(list, {
    rows,
    all: allRows,
    noun: NOUN,
    ready: keys.isSuccess,
    partial: keys.partial,
    search: SEARCH,
  });

  return (
    <ListPage {...AREA_HEADINGS['ssh-keys']} actions={addButton}>
      {deleteAbsent ? (
        <p className="flex items-center gap-2 rounded-md border border-line bg-surface-sunken px-3 py-2 text-[13px] text-fg-muted">
          <InfoIcon className="size-4 shrink-0 text-fg-subtle" />
          This server does not offer deleting SSH keys, so keys can be added and edited here but not deleted.
        </p>
      ) : null}

      <ListToolbar {...tableView.toolbar} />
      {deleteAbsent ? null : (
        <SelectionBar count={selection.rows.length} hidden={selection.hidden} noun={NOUN} onClear={selection.clear}>
          <DeleteSelectedButton onClick={() => deletingMany.open(selection.rows.map((row) => row.key))} />
        </SelectionBar>
      )}

      <DataTable
        label="SSH keys"
        columns={SSH_KEY_COLUMNS}
        getRowKey={rowKey}
        selection={deleteAbsent ? undefined : selection.table}
        {...tableView.table}
        rowActions={rowActions}
        rowClassName={rowClassName}
        {...loadState(keys, 'SSH keys could not be loaded')}
        empty={{
          icon: <KeyIcon className="size-5" />,
          title: 'No SSH keys yet',
          description: 'Add a public key to sign in to new servers without a password.',
          action: addButton,
        }}
        className="md:min-w-[44rem] xl:min-w-[64rem]"
      />

      <AddSshKeyDialog
        teamId={teamId}
        {...adding.props}
        onAdded={(key) => adding.finish(`SSH key “${isolatedText(key.name)}” added.`, () => setHighlightId(key.id))}
      />
      <EditSshKeyDialog
        teamId={teamId}
        sshKey={editing}
        onClose={() => setEditing(null)}
        onSaved={(name) => {
          const id = editing?.id ?? null;
          setEditing(null);
          setHighlightId(id);
          toast.show(`SSH key “${isolatedText(name)}” saved.`);
        }}
      />
      <DeleteSshKeyDialog
        teamId={teamId}
        target={deleting}
        onClose={() => setDeleting(null)}
        onUnsupported={() => setDeleting(null)}
      />
      {deletingMany.target ? (
        <Suspense fallback={null}>
          <DeleteSshKeysDialog teamId={teamId} keys={deletingMany.target} onClose={deletingMany.close} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}
