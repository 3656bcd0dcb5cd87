import { useSyncExternalStore } from 'react';

/**
 * One shared clock for every relative time on screen ("5 minutes ago"): it ticks once a minute while
 * something shows a time, and at once when the tab comes back into view. Each time subscribes on its
 * own, so a tick re-renders the times, never the tables around them.
 */
export const CLOCK_TICK_MS = 60_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function onVisibility(): void {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setInterval(tick, CLOCK_TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

/** The shared clock's time: stable between ticks, so renders agree with each other. */
function clockNow(): number {
  return now;
}

export function useClock(): number {
  return useSyncExternalStore(subscribe, clockNow);
}
