import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isApiError, isOperationAbsent } from '../../api/errors/errors';
import {
  startupScriptRequests,
  useStartupScriptShown,
  useUpdateStartupScript,
} from '../../api/resources/startupScripts';
import { describePlanned } from '../../api/http/apiRequest';
import { isolatedText } from '../../ui/page/detail';
import { Breadcrumb } from '../../ui/page/Breadcrumb';
import { Button } from '../../ui/controls/Button';
import { CopyJsonButton } from '../../ui/page/CopyJsonButton';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState, retryState } from '../../ui/feedback/ErrorState';
import { InfoIcon, PencilIcon, TrashIcon } from '../../ui/icons';
import { CopyableText } from '../../ui/list/cells';
import { Skeleton } from '../../ui/feedback/Skeleton';
import { Timestamp } from '../../ui/values/Timestamp';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { CodeView } from './CodeView';
import { DeleteScriptDialog } from './DeleteScriptDialog';
import { scriptUpdate, isDirty, placeScriptError, type PlacedError, type ScriptValues } from './scriptForm';
import { ScriptForm } from './ScriptForm';
import { DiscardChangesDialog, UnsavedChangesGuard } from './UnsavedChanges';
import { paths } from '../../lib/paths';

const NO_EDITING: PlacedError = {
  field: 'form',
  message:
    'This server does not offer editing startup scripts, so your changes were not saved. Copy your text before leaving if you need it.',
  code: undefined,
};

/**
 * One script: its content (extension GET by id) and editing (extension PATCH). Without GET, the
 * name and dates come from the list and the content only for scripts created in this session.
 */
export function ScriptDetailPage() {
  const { teamId = '', id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const updateAbsent = useOperationAbsent('startupScripts.update');
  const { script: shown, source, detail, list: scripts } = useStartupScriptShown(teamId, id);
  const fallback = source === 'tab';
  const update = useUpdateStartupScript(teamId);

  const [editing, setEditing] = useState<ScriptValues | null>(null);
  const [values, setValues] = useState<ScriptValues>({ name: '', content: '' });
  const [serverError, setServerError] = useState<PlacedError | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  usePageTitle(shown ? isolatedText(shown.name) : 'Startup script');

  const listPath = paths.startupScripts(teamId);
  const dirty = editing !== null && isDirty(editing, values);

  let body: ReactNode;
  if (shown) {
    body = editing ? (
      <ScriptForm
        values={values}
        onChange={setValues}
        submitLabel="Save changes"
        pending={update.isPending}
        serverError={serverError}
        onDismissError={() => setServerError(null)}
        onCancel={() => {
          if (dirty) {
            setConfirmingDiscard(true);
            return;
          }
          setEditing(null);
          setServerError(null);
        }}
        layout="page"
        request={(typed) => {
          const changes = scriptUpdate(editing, typed);
          return changes && describePlanned(startupScriptRequests.update(teamId, id, changes));
        }}
        onSubmit={(typed) => {
          const changes = scriptUpdate(editing, typed);
          if (!changes) {
            setEditing(null);
            return;
          }
          setServerError(null);
          update.mutate(
            { id, ...changes },
            {
              onSuccess: () => {
                setEditing(null);
                toast.show(`Startup script “${isolatedText(changes.name)}” saved.`);
              },
              onError: (error) => setServerError(isOperationAbsent(error) ? NO_EDITING : placeScriptError(error)),
            },
          );
        }}
      />
    ) : shown.content !== undefined ? (
      <CodeView name={shown.name} content={shown.content} />
    ) : (
      <div className="rounded-lg border border-line bg-surface-raised px-4 py-3.5 text-[13px] text-fg-muted">
        <h2 className="font-medium text-fg">Content not available</h2>
        <p className="mt-0.5">
          The server lists scripts without their content and does not offer reading one back. The content can be shown
          only for scripts created in this browser session, until the page is reloaded.
        </p>
      </div>
    );
  } else if (fallback ? scripts.isPending : detail.isPending) {
    body = <DetailSkeleton />;
  } else if (
    fallback ? scripts.isError : detail.isError && !(isApiError(detail.error) && detail.error.status === 404)
  ) {
    const failed = fallback ? scripts : detail;
    body = <ErrorState title="The startup script could not be loaded" {...retryState(failed)} />;
  } else {
    body = (
      <EmptyState
        title="Startup script not found"
        action={
          <Link to={listPath} className="text-[13px] font-medium text-accent-text hover:underline">
            Back to startup scripts
          </Link>
        }
      >
        There is no script with the ID <span className="font-mono text-xs">{id}</span> in this team. It may have been
        deleted.
      </EmptyState>
    );
  }

  const canEdit = shown?.content !== undefined && !updateAbsent && !editing;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto px-4 py-4 sm:px-6 sm:py-5">
      <Breadcrumb
        items={[
          { label: 'Startup scripts', to: listPath },
          { label: shown?.name ?? id, mono: shown === undefined },
        ]}
      />
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold tracking-tight text-fg" title={shown?.name}>
            {shown?.name ?? 'Startup script'}
          </h1>
        </div>
        {shown && !editing ? (
          <div className="flex items-center gap-2">
            {detail.data ? <CopyJsonButton answer={detail.data} noun="Startup script" /> : null}
            {canEdit ? (
              <Button
                icon={<PencilIcon className="size-3.5" />}
                onClick={() => {
                  const start = { name: shown.name, content: shown.content ?? '' };
                  setEditing(start);
                  setValues(start);
                  setServerError(null);
                }}
              >
                Edit
              </Button>
            ) : null}
            <Button icon={<TrashIcon className="size-3.5 text-danger-text" />} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </div>
        ) : null}
      </div>

      {shown ? (
        <dl className="flex flex-wrap items-center gap-x-8 gap-y-1 text-[13px]">
          <div className="flex min-w-0 items-center gap-2">
            <dt className="text-fg-subtle">ID</dt>
            <dd className="min-w-0">
              <CopyableText value={shown.id} copyLabel={`Copy ID of ${shown.name}`} />
            </dd>
          </div>
          <TimeFact term="Created" value={shown.created} />
          <TimeFact term="Updated" value={shown.updated} />
        </dl>
      ) : null}

      {fallback && shown ? (
        <p className="flex items-start gap-2 rounded-md border border-line bg-surface-sunken px-3 py-2 text-[13px] text-fg-muted">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-fg-subtle" />
          This server does not offer reading a startup script back. Content is shown only for scripts created in this
          browser session, and is kept in memory only.
        </p>
      ) : null}
      {shown && shown.content !== undefined && updateAbsent && !editing ? (
        <p className="flex items-start gap-2 text-xs text-fg-subtle">
          <InfoIcon className="mt-px size-3.5 shrink-0" />
          This server does not offer editing startup scripts.
        </p>
      ) : null}

      {body}

      <UnsavedChangesGuard dirty={dirty} />
      <DiscardChangesDialog
        open={confirmingDiscard}
        onKeep={() => setConfirmingDiscard(false)}
        onDiscard={() => {
          setConfirmingDiscard(false);
          setEditing(null);
          setServerError(null);
        }}
      />
      <DeleteScriptDialog
        teamId={teamId}
        target={deleting && shown ? shown : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(listPath)}
      />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p className="sr-only">Loading the startup script…</p>
      <Skeleton className="h-4 w-80" />
      <div aria-hidden="true" className="flex h-64 flex-col gap-2 rounded-lg border border-line bg-surface-raised p-3">
        {['w-24', 'w-64', 'w-48', 'w-72', 'w-40'].map((width, index) => (
          <Skeleton key={index} className={width} />
        ))}
      </div>
    </div>
  );
}

/** One of the times under the script's title. */
function TimeFact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="text-fg-subtle">{term}</dt>
      <dd>
        <Timestamp value={value} className="text-fg-muted" />
      </dd>
    </div>
  );
}
