import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useStartupScripts } from '../../api/resources/startupScripts';
import type { StartupScriptSummary } from '../../api/types';
import { isolatedText } from '../../ui/page/detail';
import { Button } from '../../ui/controls/Button';
import { PlusIcon } from '../../ui/icons';
import { DataTable, DeleteRowButton } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { DeleteSelectedButton, SelectionBar } from '../../ui/list/SelectionBar';
import { useBulkDialog, useRowSelection } from '../../ui/list/useRowSelection';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { tableBinding } from '../../ui/list/bindings';
import { usePageAction } from '../../ui/hooks/pageAction';
import { useListDialog } from '../../ui/hooks/listDialog';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/hooks/useHighlight';
import { SCRIPT_COLUMNS } from './scriptColumns';
import { CreateScriptDialog } from './CreateScriptDialog';
import { DeleteScriptDialog } from './DeleteScriptDialog';
import { SCRIPT_LIST, scriptLimit, visibleScripts } from './scriptRows';
import { ScriptUsage } from './ScriptUsage';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'script', other: 'scripts' };
const SEARCH = { label: 'Search startup scripts', by: 'name or ID' };
const rowKey = (script: StartupScriptSummary) => script.id;
const rowName = (script: StartupScriptSummary) => script.name;
/** Loaded when first opened: nothing of it is needed before the list's first row. */
const DeleteScriptsDialog = lazy(() => import('./DeleteScriptsDialog'));

export function StartupScriptsPage() {
  const { teamId = '' } = useParams();
  const scripts = useStartupScripts(teamId);
  const list = useListParams(SCRIPT_LIST);
  const { params } = list;
  const reasonId = useId();

  const creating = useListDialog();
  const [deleting, setDeleting] = useState<StartupScriptSummary | null>(null);
  const [highlightId, setHighlightId] = useHighlight();

  const all = useMemo(() => scripts.data ?? [], [scripts.data]);
  const rows = useMemo(() => visibleScripts(all, params), [all, params]);
  const selection = useRowSelection({ rows, all, getRowKey: rowKey, nameOf: rowName });
  const deletingMany = useBulkDialog<readonly StartupScriptSummary[]>(selection);
  const limit = scriptLimit(scripts.isSuccess ? all.length : undefined);
  const canCreate = scripts.isSuccess && !limit?.full;
  usePageAction('create', canCreate ? creating.show : null, !scripts.isPending);

  const createButton = (
    <Button
      variant="primary"
      icon={<PlusIcon className="size-3.5" />}
      onClick={creating.show}
      disabled={!canCreate}
      aria-describedby={limit?.reason ? reasonId : undefined}
    >
      New script
    </Button>
  );

  const tableView = tableBinding(list, { rows, all, noun: NOUN, ready: scripts.isSuccess, search: SEARCH });

  return (
    <ListPage
      {...AREA_HEADINGS['startup-scripts']}
      actions={
        <>
          <ScriptUsage limit={limit} />
          {createButton}
        </>
      }
    >
      {limit?.reason ? (
        <p id={reasonId} className="-mt-2 self-end text-xs text-fg-muted">
          {limit.reason}
        </p>
      ) : null}

      <ListToolbar {...tableView.toolbar} />
      <SelectionBar count={selection.rows.length} hidden={selection.hidden} noun={NOUN} onClear={selection.clear}>
        <DeleteSelectedButton onClick={() => deletingMany.open(selection.rows)} />
      </SelectionBar>

      <DataTable
        label="Startup scripts"
        columns={SCRIPT_COLUMNS}
        getRowKey={rowKey}
        selection={selection.table}
        {...tableView.table}
        rowActions={(script) => <DeleteRowButton name={script.name} onClick={() => setDeleting(script)} />}
        actionsWidth="w-[3.5rem]"
        rowClassName={(script) => script.id === highlightId && HIGHLIGHT_ROW_CLASS}
        {...loadState(scripts, 'Startup scripts could not be loaded')}
        empty={{
          title: 'No startup scripts yet',
          description: 'Create a script to install packages or configure new servers on their first boot.',
          action: createButton,
        }}
        className="min-w-[20rem] md:min-w-[32rem] xl:min-w-[48rem]"
      />

      <CreateScriptDialog
        teamId={teamId}
        {...creating.props}
        onCreated={(script) =>
          creating.finish(`Startup script “${isolatedText(script.name)}” created.`, () => setHighlightId(script.id))
        }
      />
      <DeleteScriptDialog teamId={teamId} target={deleting} onClose={() => setDeleting(null)} />
      {deletingMany.target ? (
        <Suspense fallback={null}>
          <DeleteScriptsDialog teamId={teamId} scripts={deletingMany.target} onClose={deletingMany.close} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}
