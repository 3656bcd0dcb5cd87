// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh module graph on fake timers, already waiting for what comes after the first data. */
async function startWaiting() {
  vi.useFakeTimers();
  vi.resetModules();
  const { queryClient } = await import('../api/cache/queryClient');
  const { afterFirstData } = await import('./afterFirstData');
  let done = false;
  void afterFirstData().then(() => (done = true));
  return { queryClient, done: () => done };
}

describe('what comes after the first data', () => {
  it('waits until every read the page started is answered, not the first one, then for an idle moment', async () => {
    const { queryClient, done } = await startWaiting();
    let answerKeys: (keys: string[]) => void = () => undefined;
    void queryClient.prefetchQuery({ queryKey: ['teams'], queryFn: () => Promise.resolve(['t1']) });
    void queryClient.prefetchQuery({
      queryKey: ['ssh-keys'],
      queryFn: () => new Promise<string[]>((resolve) => (answerKeys = resolve)),
    });
    // The short list is in; the long one is not: still waiting, however long it takes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(done()).toBe(false);
    answerKeys(['key-1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    // jsdom has no requestIdleCallback: the longest wait for an idle moment.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(done()).toBe(true);
  });

  it('comes anyway a few seconds in on a page that reads nothing', async () => {
    const { done } = await startWaiting();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(done()).toBe(true);
  });

  it('comes anyway half a minute in when a read never ends', async () => {
    const { queryClient, done } = await startWaiting();
    void queryClient.prefetchQuery({ queryKey: ['vms'], queryFn: () => new Promise(() => undefined) });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(done()).toBe(true);
  });
});
