import { useEffect, useState } from 'react';
import { queryClient } from '../api/cache/queryClient';
import { whenIdle } from '../browser/scheduling';

/** A page that reads nothing gets what comes after its data this long after the app starts. */
const NO_DATA_MS = 5_000;
/** A page whose reads go on and on (a hanging request) gets it this long after the app starts. */
const MAX_WAIT_MS = 30_000;
/** The longest wait for an idle moment once the data is in. */
const IDLE_MS = 2_000;

let after: Promise<void> | null = null;

/**
 * Resolves once the page has its data (every read it started has been answered, and one at least)
 * and the browser is idle after drawing it: when the console loads what a person needs only after
 * seeing their data (the palette and the shortcuts, the activity panel, the session share between
 * tabs). Not at the first answer: the team switcher's short list comes long before a long list.
 */
export function afterFirstData(): Promise<void> {
  after ??= new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const answered = () =>
      queryClient.isFetching() === 0 && cache.getAll().some((query) => query.state.status !== 'pending');
    let waiting = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const done = () => {
      if (!waiting) return;
      waiting = false;
      unsubscribe();
      timers.forEach(clearTimeout);
      whenIdle(resolve, IDLE_MS);
    };
    const unsubscribe = cache.subscribe(() => {
      if (answered()) done();
    });
    timers.push(
      setTimeout(() => {
        if (cache.getAll().length === 0) done();
      }, NO_DATA_MS),
      setTimeout(done, MAX_WAIT_MS),
    );
    if (answered()) done();
  });
  return after;
}

/** Whether what comes after the page's first data may load now (afterFirstData). */
export function useAfterFirstData(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstData().then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
