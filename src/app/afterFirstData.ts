import { useEffect, useState } from 'react';
import { queryClient } from '../api/queryClient';
import { whenIdle } from '../lib/scheduling';

/** A page that reads nothing (or whose reads hang) gets what comes after its data this long after the app starts. */
const NO_DATA_MS = 5_000;
/** The longest wait for an idle moment once the data is in. */
const IDLE_MS = 2_000;

let after: Promise<void> | null = null;

/**
 * Resolves once the page has its first answer (the first read that succeeded or failed) and the
 * browser is idle after drawing it: when the console loads what a person needs only after seeing
 * their data (the palette and the shortcuts, the activity panel, the session share between tabs).
 */
export function afterFirstData(): Promise<void> {
  after ??= new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const answered = () => cache.getAll().some((query) => query.state.status !== 'pending');
    let waiting = true;
    const done = () => {
      if (!waiting) return;
      waiting = false;
      unsubscribe();
      clearTimeout(timer);
      whenIdle(resolve, IDLE_MS);
    };
    const unsubscribe = cache.subscribe(() => {
      if (answered()) done();
    });
    const timer = setTimeout(done, NO_DATA_MS);
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
