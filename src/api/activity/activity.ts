import { useSyncExternalStore } from 'react';
import { onSignOut } from '../session/session';

/**
 * This session's changes, newest first, for the Activity panel. Kept for the tab in sessionStorage, so
 * a reload keeps them, and emptied when the session ends: it names what the user did, which the next
 * person at the machine must not see. Entries hold names, ids and plain words only — never a request's
 * or an answer's body (ISO URLs, passwords, key material, script bodies): the one field read from an
 * answer is `audit_log_id`.
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
  /** The cached reads the subject's current name is looked up in when the entry is shown (a query key). */
  nameFrom?: readonly unknown[];
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
  /** Where the subject's current name is read when shown (a query key); the recorded name is the fallback. */
  readonly nameFrom: readonly string[] | null;
  /** A batch (one change done to several things): what became of each, in the order sent. */
  readonly items?: readonly ActivityBatchItem[];
}

/** One thing of a batch: never sent (skipped), on its way, or over. */
export type ActivityItemState = 'queued' | 'sending' | 'done' | 'failed' | 'skipped';

export interface ActivityBatchItem {
  readonly id: string | null;
  readonly name: string | null;
  readonly state: ActivityItemState;
  /** The words the dialog showed for its failure. */
  readonly error: string | null;
}

/** Enough for a working day; the oldest go first. */
export const ACTIVITY_LIMIT = 200;

/** The tab's copy, so a reload keeps the panel (sessionStorage is emptied at sign-out, see session.ts). */
export const ACTIVITY_STORAGE_KEY = 'activity';

/** A change whose answer a reload cut off: what became of it is not known. */
export const CUT_OFF_BY_RELOAD =
  'The page was reloaded before the answer arrived: whether it was applied is not known.';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const time = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const STATES: readonly ActivityState[] = ['sending', 'running', 'done', 'failed', 'accepted'];
const ITEM_STATES: readonly ActivityItemState[] = ['queued', 'sending', 'done', 'failed', 'skipped'];

/** A stored batch's items; one cut off by a reload was never sent (queued) or its answer is lost (sending). */
function parseItems(value: unknown): ActivityBatchItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item: unknown): ActivityBatchItem[] => {
    if (!item || typeof item !== 'object') return [];
    const raw = item as Record<string, unknown>;
    const state = ITEM_STATES.find((candidate) => candidate === raw.state);
    if (!state) return [];
    const parsed = { id: text(raw.id), name: text(raw.name), state, error: text(raw.error) };
    if (state === 'queued') return [{ ...parsed, state: 'skipped' }];
    if (state === 'sending') return [{ ...parsed, state: 'failed', error: CUT_OFF_BY_RELOAD }];
    return [parsed];
  });
}

/** One stored entry as the panel can show it, or null for anything malformed. */
function parseEntry(value: unknown): ActivityEntry | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const id = time(raw.id);
  const what = text(raw.what);
  const startedAt = time(raw.startedAt);
  const state = STATES.find((candidate) => candidate === raw.state);
  if (id === null || what === null || startedAt === null || !state) return null;
  const subject =
    raw.subject && typeof raw.subject === 'object'
      ? {
          id: text((raw.subject as Record<string, unknown>).id),
          name: text((raw.subject as Record<string, unknown>).name),
        }
      : null;
  const nameFrom =
    Array.isArray(raw.nameFrom) && raw.nameFrom.every((part) => typeof part === 'string')
      ? (raw.nameFrom as string[])
      : null;
  const entry: ActivityEntry = {
    id,
    what,
    subject,
    teamId: text(raw.teamId),
    startedAt,
    settledAt: time(raw.settledAt),
    endedAt: time(raw.endedAt),
    state,
    error: text(raw.error),
    auditLogId: text(raw.auditLogId),
    followsVm: text(raw.followsVm),
    nameFrom,
    ...(raw.items === undefined ? {} : { items: parseItems(raw.items) ?? [] }),
  };
  // Its request died with the page: nothing will ever settle it.
  return state === 'sending' ? { ...entry, state: 'failed', error: CUT_OFF_BY_RELOAD, endedAt: startedAt } : entry;
}

/** The entries a tab stored, newest first; a running VM action goes on being followed after the reload. */
export function parseStoredActivity(value: unknown): ActivityEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => parseEntry(item) ?? []).slice(0, ACTIVITY_LIMIT);
}

function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function restore(): readonly ActivityEntry[] {
  try {
    const raw = tabStorage()?.getItem(ACTIVITY_STORAGE_KEY);
    return raw ? parseStoredActivity(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

function store(next: readonly ActivityEntry[]): void {
  try {
    if (next.length === 0) tabStorage()?.removeItem(ACTIVITY_STORAGE_KEY);
    else tabStorage()?.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy settings: the panel still works for this page's life.
  }
}

let entries: readonly ActivityEntry[] = restore();
let nextId = entries.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1;
const listeners = new Set<() => void>();

function publish(next: readonly ActivityEntry[]): void {
  entries = next;
  store(next);
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
    nameFrom: label.nameFrom?.every((part) => typeof part === 'string') ? (label.nameFrom as string[]) : null,
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

/**
 * A batch: one entry for a change done to several things ("Delete 3 SSH keys"), its items queued in
 * the order they will be sent. Returns its id for the two calls below.
 */
export function activityBatchStarted(
  label: ActivityLabel,
  items: readonly { id?: string; name?: string | null }[],
  now = Date.now(),
): number {
  const id = activityStarted(label, now);
  update(id, (entry) => ({
    ...entry,
    items: items.map((item) => ({
      id: present(item.id),
      name: present(item.name),
      state: 'queued' as const,
      error: null,
    })),
  }));
  return id;
}

/** One item of a batch changed: on its way, over, or skipped. */
export function activityBatchItem(
  id: number,
  index: number,
  state: ActivityItemState,
  error: string | null = null,
): void {
  update(id, (entry) => {
    const item = entry.items?.[index];
    if (!entry.items || !item) return null;
    const items = entry.items.map((each, at) => (at === index ? { ...item, state, error } : each));
    return { ...entry, items };
  });
}

/** The last request of a batch settled: done when every item is, failed otherwise, saying how many. */
export function activityBatchEnded(id: number, now = Date.now()): void {
  update(id, (entry) => {
    if (entry.state !== 'sending' || !entry.items) return null;
    const failed = entry.items.filter((item) => item.state !== 'done').length;
    const total = entry.items.length;
    return {
      ...entry,
      state: failed === 0 ? 'done' : 'failed',
      error: failed === 0 ? null : `${failed} of ${total} did not succeed.`,
      settledAt: now,
      endedAt: now,
    };
  });
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
