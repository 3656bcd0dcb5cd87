// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

async function fresh() {
  vi.resetModules();
  const { queryClient } = await import('../api/queryClient');
  const { afterFirstData } = await import('./afterFirstData');
  return { queryClient, afterFirstData };
}

describe('what comes after the first data', () => {
  it('waits for the page’s first answer, then for an idle moment', async () => {
    vi.useFakeTimers();
    const { queryClient, afterFirstData } = await fresh();
    let done = false;
    void afterFirstData().then(() => (done = true));
    void queryClient.prefetchQuery({ queryKey: ['vpcs'], queryFn: () => new Promise(() => undefined) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    queryClient.setQueryData(['vpcs'], []);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    // jsdom has no requestIdleCallback: the longest wait for an idle moment.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(done).toBe(true);
  });

  it('comes anyway a few seconds in on a page that reads nothing', async () => {
    vi.useFakeTimers();
    const { afterFirstData } = await fresh();
    let done = false;
    void afterFirstData().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(done).toBe(true);
  });
});
