import { useSyncExternalStore } from 'react';
import { onSignOut } from './session';

/**
 * This session's changes, newest first, for the Activity panel. Kept in memory only and emptied when
 * the session ends: it names what the user did, which the next person at the machine must not see.
 * Entries hold names, ids and plain words only — never an answer's body (download links, passwords,
 * key material, script bodies): the one field read from an answer is `audit_log_id`.
 */

/**
 * sending: the request is out; running: accepted, the VM still busy with it; done / failed: over;
 * accepted: accepted, but this API offers no read of the VM to tell when the action ends.
 */
export type ActivityState = 'sending' | 'running' | 'done' | 'failed' | 'accepted';

/** What a mutation declares of itself (see `activity` in mutation.ts). */
export interface ActivityLabel {
  /** What was done, in words, e.g. "Stop", "Create VPC". */
  what: string;
  /** The thing it was done to: its id and, when the console knows it, its name. */
  subject?: { id?: string; name?: string | null };
  /** The team it was done in. */
  teamId?: string;
  /** The VM an action runs on: the entry stays running until the VM reports it finished. */
  followsVm?: string;
  /** An accepted answer that reports refusals of its own (one request per VM): the entry ends failed with it. */
  refusal?: string;
}

export interface ActivityEntry {
  readonly id: number;
  readonly what: string;
  readonly subject: { id: string | null; name: string | null } | null;
  readonly teamId: string | null;
  readonly startedAt: number;
  /** When the API accepted it (running) or it ended. */
  readonly settledAt: number | null;
  readonly endedAt: number | null;
  readonly state: ActivityState;
  /** The sentence the form showed, for a failed change. */
  readonly error: string | null;
  /** The provider's audit record of a VM action (202 answers). */
  readonly auditLogId: string | null;
  readonly followsVm: string | null;
}

/** Enough for a working day; the oldest go first. */
export const ACTIVITY_LIMIT = 200;

let entries: readonly ActivityEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ActivityEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

function update(id: number, change: (entry: ActivityEntry) => ActivityEntry | null): void {
  let changed = false;
  const next = entries.map((entry) => {
    if (entry.id !== id) return entry;
    const updated = change(entry);
    if (!updated) return entry;
    changed = true;
    return updated;
  });
  if (changed) publish(next);
}

/** Names that are blank say nothing: they are left out rather than shown empty. */
const present = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** Records a change as it is sent; returns its id for the calls below. */
export function activityStarted(label: ActivityLabel, now = Date.now()): number {
  const id = nextId++;
  const subjectId = present(label.subject?.id);
  const subjectName = present(label.subject?.name);
  const entry: ActivityEntry = {
    id,
    what: label.what,
    subject: subjectId || subjectName ? { id: subjectId, name: subjectName } : null,
    teamId: label.teamId ?? null,
    startedAt: now,
    settledAt: null,
    endedAt: null,
    state: 'sending',
    error: null,
    auditLogId: null,
    followsVm: present(label.followsVm),
  };
  publish([entry, ...entries].slice(0, ACTIVITY_LIMIT));
  return id;
}

/**
 * The API accepted it. A VM action keeps running until the VM says it finished (`activityEnded`);
 * anything else is done. `refined` is the label read again with the answer (a created thing's id).
 */
export function activitySucceeded(
  id: number,
  outcome: { auditLogId?: string | null; refined?: ActivityLabel },
  now = Date.now(),
): void {
  update(id, (entry) => {
    if (entry.state !== 'sending') return null;
    const followsVm = present(outcome.refined?.followsVm) ?? entry.followsVm;
    const subjectId = present(outcome.refined?.subject?.id) ?? entry.subject?.id ?? null;
    const subjectName = present(outcome.refined?.subject?.name) ?? entry.subject?.name ?? null;
    const refusal = present(outcome.refined?.refusal);
    const running = followsVm !== null && refusal === null;
    return {
      ...entry,
      subject: subjectId || subjectName ? { id: subjectId, name: subjectName } : null,
      followsVm,
      auditLogId: present(outcome.auditLogId) ?? null,
      state: refusal ? 'failed' : running ? 'running' : 'done',
      error: refusal,
      settledAt: now,
      endedAt: running ? null : now,
    };
  });
}

/** The API (or the browser) refused it; `what` renames a change that had no label of its own. */
export function activityFailed(id: number, message: string, now = Date.now(), what?: string): void {
  update(id, (entry) =>
    entry.state === 'sending'
      ? { ...entry, what: what ?? entry.what, state: 'failed', error: message, settledAt: now, endedAt: now }
      : null,
  );
}

/** The VM reported the action finished (or the VM is gone). */
export function activityEnded(id: number, now = Date.now()): void {
  update(id, (entry) => (entry.state === 'running' ? { ...entry, state: 'done', endedAt: now } : null));
}

/** The API has no read of the VM (GET /vm/{vm_id} absent): the action was accepted, its end cannot be told. */
export function activityUnfollowable(id: number): void {
  update(id, (entry) => (entry.state === 'running' ? { ...entry, state: 'accepted' } : null));
}

export function clearActivity(): void {
  if (entries.length > 0) publish([]);
}

export function activityEntries(): readonly ActivityEntry[] {
  return entries;
}

/** The `audit_log_id` of an accepted VM action; nothing else of an answer is ever read. */
export function auditLogIdOf(result: unknown): string | null {
  if (!result || typeof result !== 'object' || !('audit_log_id' in result)) return null;
  const id = (result as { audit_log_id: unknown }).audit_log_id;
  return typeof id === 'string' ? id : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActivity(): readonly ActivityEntry[] {
  return useSyncExternalStore(subscribe, activityEntries);
}

const countRunning = () => entries.filter((entry) => entry.state === 'sending' || entry.state === 'running').length;

/** How many changes are still on their way or running (the top bar's badge). */
export function useRunningActivityCount(): number {
  return useSyncExternalStore(subscribe, countRunning);
}

// A session's activity spans its teams (each entry names its team), but never outlives the session.
onSignOut(clearActivity);
