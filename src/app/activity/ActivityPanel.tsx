import { useEffect, useId, useRef } from 'react';
import { useActivity, type ActivityBatchItem, type ActivityEntry } from '../../api/activity/activity';
import { useTeams } from '../../api/resources/teams';
import { Badge, type BadgeTone } from '../../ui/values/Badge';
import { Spinner } from '../../ui/feedback/Spinner';
import { Timestamp } from '../../ui/values/Timestamp';
import { XIcon } from '../../ui/icons';
import { useSubjectName } from './useSubjectName';

const STATES: Record<ActivityEntry['state'], { label: string; tone: BadgeTone }> = {
  sending: { label: 'Sending', tone: 'accent' },
  running: { label: 'Running', tone: 'accent' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  accepted: { label: 'Accepted', tone: 'neutral' },
};

/** This session's changes, newest first: a non-modal dialog below the Activity button. */
export function ActivityPanel({ id, teamId, onClose }: { id: string; teamId: string; onClose: () => void }) {
  const entries = useActivity();
  const teams = useTeams();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const teamName = (entryTeam: string) => teams.data?.find((team) => team.id === entryTeam)?.name ?? entryTeam;

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-x-3 top-12 z-40 mt-1.5 flex max-h-[min(32rem,calc(100dvh-5rem))] flex-col sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:w-96 rounded-lg border border-line bg-surface-raised text-fg shadow-xl focus:outline-none"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2.5">
        <h2 id={titleId} className="text-[13px] font-semibold">
          Activity
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close activity"
          className="-mr-1.5 rounded-md p-1 text-fg-subtle hover:bg-surface-hover hover:text-fg"
        >
          <XIcon className="size-3.5" />
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="px-4 py-6 text-center text-[13px] text-fg-muted">
          Nothing yet. The changes you make in this session are listed here.
        </p>
      ) : (
        <ol aria-label="Changes, newest first" className="min-h-0 flex-1 divide-y divide-line overflow-y-auto">
          {entries.map((entry) => (
            <ActivityItem
              key={entry.id}
              entry={entry}
              otherTeam={entry.teamId && entry.teamId !== teamId ? teamName(entry.teamId) : null}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function ActivityItem({ entry, otherTeam }: { entry: ActivityEntry; otherTeam: string | null }) {
  const state = STATES[entry.state];
  const subject = useSubjectName(entry);
  return (
    <li className="flex flex-col gap-1 px-4 py-2.5 text-[13px]">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words">
          <span className="font-medium">{entry.what}</span>
          {subject ? (
            <>
              {' · '}
              <span className={subject.isName ? undefined : 'font-mono text-xs'}>{subject.text}</span>
            </>
          ) : null}
        </p>
        <Badge tone={state.tone} className="shrink-0 gap-1">
          {entry.state === 'sending' || entry.state === 'running' ? <Spinner className="size-3" /> : null}
          {state.label}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-fg-muted">
        <Timestamp value={new Date(entry.startedAt).toISOString()} />
        {otherTeam ? <span>Team {otherTeam}</span> : null}
        {entry.state === 'running' ? <span>Still running on the VM</span> : null}
        {entry.state === 'accepted' ? <span>Accepted; this API does not tell when the VM has finished</span> : null}
        {entry.state === 'done' && entry.followsVm && entry.endedAt !== null ? <span>Finished on the VM</span> : null}
      </div>
      {entry.error ? <p className="text-xs text-danger-text">{entry.error}</p> : null}
      {entry.items ? <BatchItems items={entry.items} /> : null}
      {entry.auditLogId ? (
        <p className="text-xs text-fg-muted">
          Audit log ID <span className="font-mono select-all">{entry.auditLogId}</span>
        </p>
      ) : null}
    </li>
  );
}

const ITEM_WORDS: Record<ActivityBatchItem['state'], string> = {
  queued: 'Waiting',
  sending: 'Sending',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Not sent',
};

/** A batch's things, folded away: "3 items" opens to each one's outcome and, when it failed, why. */
function BatchItems({ items }: { items: readonly ActivityBatchItem[] }) {
  return (
    <details className="text-xs text-fg-muted">
      <summary className="cursor-pointer">
        {items.length} {items.length === 1 ? 'item' : 'items'}
      </summary>
      <ul className="mt-1 flex flex-col gap-1">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="flex flex-col">
            <span className="flex justify-between gap-3">
              <bdi className="min-w-0 truncate text-fg" title={item.name ?? item.id ?? undefined}>
                {item.name ?? item.id}
              </bdi>
              <span className={item.state === 'failed' ? 'shrink-0 text-danger-text' : 'shrink-0'}>
                {ITEM_WORDS[item.state]}
              </span>
            </span>
            {item.error ? <span className="text-danger-text">{item.error}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
