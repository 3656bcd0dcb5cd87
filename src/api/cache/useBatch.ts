import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { activityBatchEnded, activityBatchItem, activityBatchStarted } from '../activity/activity';
import { isRetryable, type BatchProgress, type ItemOutcome } from '../../lib/batchOutcome';
import { runBatch, type BatchRun } from './batch';
import { invalidate } from './invalidate';

/**
 * One change done to many things, declared by its resource module like a mutation (see mutation.ts):
 * the request for one item, what the batch makes stale, and how Activity names it.
 */
export interface BatchAction<T> {
  /** The batch in Activity, from how many it is sent to: "Delete 3 SSH keys". */
  what: (count: number) => string;
  teamId: string;
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  send: (item: T) => Promise<unknown>;
  /** Refetched once, after the batch's last request settled (not once per item). */
  invalidates: readonly QueryKey[];
  /** What else the data layer keeps of an item done (tab memory, see tabMemory.ts). */
  onDone?: (item: T) => void;
  /** What no longer exists once an item is done: dropped from the cache. */
  removes?: (item: T) => QueryKey;
  /** A 404 means the item is already gone, which is what the change wanted (a delete). */
  goneIsDone?: boolean;
  /**
   * Sending it again changes nothing more (a DELETE, a detach): an item left unanswered by the
   * network may be retried. A create is not: only its refusals are offered again.
   */
  idempotent: boolean;
}

/**
 * Runs `action` over `items` (runBatch: a few at a time, each sent once), keeping each item's outcome
 * for the dialog and recording the batch, with each item, in Activity. The lists are refetched once
 * the last request of a run settles; the run goes on to the end if the dialog closes meanwhile.
 */
export function useBatch<T>(action: BatchAction<T>, items: readonly T[]): BatchProgress {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, ItemOutcome>>(new Map());
  const [running, setRunning] = useState(false);
  // Read synchronously by start and retry, so two clicks in one frame cannot send twice.
  const current = useRef<BatchRun | null>(null);
  const known = useRef(new Map<string, ItemOutcome>());
  const started = useRef(false);

  const send = useCallback(
    (todo: readonly T[]) => {
      if (current.current || todo.length === 0) return;
      const activityId = activityBatchStarted(
        { what: action.what(todo.length), teamId: action.teamId },
        todo.map((item) => ({ id: action.keyOf(item), name: action.nameOf(item) })),
      );
      setRunning(true);
      const run = runBatch({
        items: todo,
        send: action.send,
        goneIsDone: action.goneIsDone,
        onChange: (index, outcome) => {
          const item = todo[index] as T;
          const key = action.keyOf(item);
          known.current.set(key, outcome);
          if (outcome.state === 'done') action.onDone?.(item);
          setOutcomes(new Map(known.current));
          activityBatchItem(activityId, index, activityState(outcome), 'words' in outcome ? outcome.words : null);
        },
      });
      current.current = run;
      void run.finished.then(async (final) => {
        activityBatchEnded(activityId);
        final.forEach((outcome, index) => {
          if (outcome.state === 'done' && action.removes)
            queryClient.removeQueries({ queryKey: action.removes(todo[index] as T) });
        });
        if (final.some((outcome) => outcome.state !== 'skipped')) {
          await invalidate(queryClient, ...action.invalidates).catch(() => undefined);
        }
        current.current = null;
        setRunning(false);
      });
    },
    [action, queryClient],
  );

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    send(items);
  }, [items, send]);
  const failed = (outcomesNow: ReadonlyMap<string, ItemOutcome>) =>
    items.filter((item) => isRetryable(outcomesNow.get(action.keyOf(item)), action.idempotent));
  const retryFailed = () => send(failed(known.current));
  const stop = useCallback(() => current.current?.stop(), []);

  const named = useMemo(
    () => items.map((item) => ({ key: action.keyOf(item), name: action.nameOf(item) })),
    [action, items],
  );
  return { items: named, outcomes, running, start, retryFailed, retryable: failed(outcomes).length, stop };
}

function activityState(outcome: ItemOutcome): 'queued' | 'sending' | 'done' | 'failed' | 'skipped' {
  if (outcome.state === 'refused' || outcome.state === 'unreachable') return 'failed';
  return outcome.state;
}
