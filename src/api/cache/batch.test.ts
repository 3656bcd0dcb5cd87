import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/errors';
import { batchSummary, isRetryable, type ItemOutcome } from '../../lib/batchOutcome';
import { BATCH_CONCURRENCY, failureOutcome, runBatch } from './batch';

/** A send whose answers the test gives by hand, counting what is in flight. */
function manualSend() {
  const pending = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
  const sent: string[] = [];
  let inFlight = 0;
  let most = 0;
  const send = (item: string) =>
    new Promise<void>((resolve, reject) => {
      sent.push(item);
      inFlight++;
      most = Math.max(most, inFlight);
      const settle = () => inFlight--;
      pending.set(item, {
        resolve: () => (settle(), resolve()),
        reject: (error) => (settle(), reject(error)),
      });
    });
  return { send, sent, pending, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('runBatch', () => {
  it('sends each item once, in order, never more than the limit at once', async () => {
    const manual = manualSend();
    const states: Record<number, string[]> = {};
    const run = runBatch({
      items: ITEMS,
      send: manual.send,
      onChange: (index, outcome) => (states[index] ??= []).push(outcome.state),
    });
    await tick();
    expect(manual.sent).toEqual(['a', 'b', 'c']);
    for (const item of ITEMS) {
      await tick();
      manual.pending.get(item)?.resolve();
      await tick();
    }
    const final = await run.finished;
    expect(manual.sent).toEqual(ITEMS);
    expect(manual.most()).toBe(BATCH_CONCURRENCY);
    expect(final.every((outcome) => outcome.state === 'done')).toBe(true);
    expect(states[0]).toEqual(['queued', 'sending', 'done']);
  });

  it('a refusal and a network failure are those items’ outcomes; the rest go on, nothing is retried', async () => {
    const sent: string[] = [];
    const run = runBatch({
      items: ['ok-1', 'refused', 'offline', 'ok-2'],
      send: async (item) => {
        sent.push(item);
        if (item === 'refused') throw new ApiError({ status: 403, code: 'HTTP_403', message: 'Not allowed.' });
        if (item === 'offline') throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
      },
      onChange: () => undefined,
    });
    const final = await run.finished;
    expect(sent).toEqual(['ok-1', 'refused', 'offline', 'ok-2']);
    expect(final.map((outcome) => outcome.state)).toEqual(['done', 'refused', 'unreachable', 'done']);
    expect(final[1]).toMatchObject({ words: 'Not allowed.' });
  });

  it('stop sends no more: the queued are skipped at once, those out finish', async () => {
    const manual = manualSend();
    const run = runBatch({ items: ITEMS, send: manual.send, onChange: () => undefined, concurrency: 2 });
    await tick();
    run.stop();
    manual.pending.get('a')?.resolve();
    manual.pending.get('b')?.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR' }));
    const final = await run.finished;
    expect(manual.sent).toEqual(['a', 'b']);
    expect(final.map((outcome) => outcome.state)).toEqual([
      'done',
      'unreachable',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
    ]);
  });

  it('a 404 of a delete counts as done when asked', () => {
    const gone = new ApiError({
      status: 404,
      code: 'HTTP_404',
      operation: { method: 'DELETE', template: '/ssh_keys/{ssh_key_id}', item: true },
    });
    expect(failureOutcome(gone, true)).toEqual({ state: 'done', alreadyGone: true });
    expect(failureOutcome(gone, false).state).toBe('refused');
  });
});

describe('what a batch came to', () => {
  const outcomes: ItemOutcome[] = [
    { state: 'done' },
    { state: 'refused', words: 'No.', error: null },
    { state: 'unreachable', words: 'No answer.', error: null, sent: true },
    { state: 'unreachable', words: 'Offline.', error: null, sent: false },
    { state: 'skipped' },
    { state: 'sending' },
  ];

  it('sums it up in words', () => {
    expect(batchSummary(outcomes, 'deleted')).toBe('1 deleted, 1 refused, 2 not answered, 1 not sent, 1 to go');
  });

  it('retries refusals and unsent items; an unanswered create is not sent twice', () => {
    expect(outcomes.map((outcome) => isRetryable(outcome, true))).toEqual([false, true, true, true, true, false]);
    expect(outcomes.map((outcome) => isRetryable(outcome, false))).toEqual([false, true, false, true, true, false]);
  });
});
