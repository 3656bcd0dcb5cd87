import { isApiError, isNotFound } from '../errors/errors';
import { errorMessage } from '../../lib/errorText';
import type { ItemOutcome } from '../../lib/batchOutcome';

/**
 * At most this many requests of a batch are in flight at once: the live API answers bursts with 503
 * (provider facts L9), and a few at a time still finish a batch of dozens in seconds.
 */
export const BATCH_CONCURRENCY = 3;

export interface BatchOptions<T> {
  items: readonly T[];
  /** One request for one item. The transport retries idempotent methods on 429/5xx; nothing here retries. */
  send: (item: T) => Promise<unknown>;
  /** Every change of an item's outcome, by its index in `items`, as it happens. */
  onChange: (index: number, outcome: ItemOutcome) => void;
  concurrency?: number;
  /** A 404 means the item is already gone, which is what a delete wanted: done, not refused. */
  goneIsDone?: boolean;
}

export interface BatchRun {
  /** Every item's last outcome, once the last request sent has settled. */
  readonly finished: Promise<ItemOutcome[]>;
  /** Sends no more: the queued items are skipped at once, the requests already out finish. */
  stop(): void;
}

/** How a failed request is reported: a refusal, or no answer (an offline browser sent nothing at all). */
export function failureOutcome(error: unknown, goneIsDone = false): ItemOutcome {
  if (goneIsDone && isNotFound(error)) return { state: 'done', alreadyGone: true };
  const words = errorMessage(error);
  if (isApiError(error) && error.status === 0)
    return { state: 'unreachable', words, error, sent: error.code !== 'OFFLINE' };
  return { state: 'refused', words, error };
}

/**
 * Sends one request per item, at most `concurrency` at once, in the items' order, each sent exactly
 * once: a refusal or a network failure is that item's outcome and the rest go on.
 */
export function runBatch<T>({
  items,
  send,
  onChange,
  concurrency = BATCH_CONCURRENCY,
  goneIsDone = false,
}: BatchOptions<T>): BatchRun {
  const outcomes: ItemOutcome[] = items.map(() => ({ state: 'queued' }));
  const report = (index: number, outcome: ItemOutcome) => {
    outcomes[index] = outcome;
    onChange(index, outcome);
  };
  outcomes.forEach((outcome, index) => onChange(index, outcome));
  let next = 0;
  let stopped = false;

  async function worker(): Promise<void> {
    while (!stopped && next < items.length) {
      const index = next++;
      report(index, { state: 'sending' });
      try {
        await send(items[index] as T);
        report(index, { state: 'done' });
      } catch (error) {
        report(index, failureOutcome(error, goneIsDone));
      }
    }
  }

  const workers = Array.from({ length: Math.max(0, Math.min(concurrency, items.length)) }, worker);
  return {
    finished: Promise.all(workers).then(() => outcomes),
    stop() {
      if (stopped) return;
      stopped = true;
      for (let index = next; index < items.length; index++) report(index, { state: 'skipped' });
      next = items.length;
    },
  };
}
