// What became of each item of a batch (one request per item, see src/api/cache/batch.ts), as the
// data layer reports it and the bulk dialog shows it.

/**
 * What became of one item of a batch, live:
 * - queued: not sent yet; sending: its request is out;
 * - done: accepted (or, where `goneIsDone`, already gone);
 * - refused: the API answered no, in the error's words;
 * - unreachable: no answer came (the network failed), so whether it was applied is not known;
 * - skipped: never sent, the batch was stopped first.
 */
export type ItemOutcome =
  | { state: 'queued' }
  | { state: 'sending' }
  | { state: 'done'; alreadyGone?: boolean }
  | { state: 'refused'; words: string; error: unknown }
  | { state: 'unreachable'; words: string; error: unknown; sent: boolean }
  | { state: 'skipped' };

type ItemState = ItemOutcome['state'];

/** A batch as `useBatch` (src/api/cache) runs it and the bulk dialog (`BulkActionDialog`) drives it. */
export interface BatchProgress {
  /** The things acted on, in the order sent: a key (the id) and the name shown. */
  items: readonly { key: string; name: string }[];
  /** Each item's outcome by key, live; absent until the batch starts. */
  outcomes: ReadonlyMap<string, ItemOutcome>;
  /** Requests are still out. */
  running: boolean;
  /** Sends every item, once: a second call (a double submit) sends nothing. */
  start: () => void;
  /** Sends again only the items that failed and may be (see `idempotent`); nothing while running. */
  retryFailed: () => void;
  /** How many items `retryFailed` would send. */
  retryable: number;
  /** Sends no more: the queued items are skipped, the requests already out finish. */
  stop: () => void;
}

/** Failures worth sending again by hand: refusals, and unanswered requests when resending cannot apply a change twice. */
export function isRetryable(outcome: ItemOutcome | undefined, idempotent: boolean): boolean {
  if (outcome?.state === 'refused' || outcome?.state === 'skipped') return true;
  return outcome?.state === 'unreachable' && (idempotent || !outcome.sent);
}

/** "2 deleted, 1 refused, 1 not answered, 3 not sent": what a batch came to, in the action's past tense. */
export function batchSummary(outcomes: readonly (ItemOutcome | undefined)[], doneWord: string): string {
  const count = (state: ItemState) => outcomes.filter((outcome) => outcome?.state === state).length;
  const parts = [`${count('done')} ${doneWord}`];
  if (count('refused') > 0) parts.push(`${count('refused')} refused`);
  if (count('unreachable') > 0) parts.push(`${count('unreachable')} not answered`);
  if (count('skipped') > 0) parts.push(`${count('skipped')} not sent`);
  const waiting = count('queued') + count('sending');
  if (waiting > 0) parts.push(`${waiting} to go`);
  return parts.join(', ');
}
