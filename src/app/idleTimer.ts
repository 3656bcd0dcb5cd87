/**
 * Calls `onIdle` once when `timeoutMs` pass without `activity()`. Activity only records the time,
 * so a flood of pointer moves costs nothing; the one timer re-arms itself for what is left.
 *
 * Activity that arrives after the time is up does not rescue the session: a laptop that slept
 * through the timer and wakes to a mouse move is signed out, not kept signed in by that move.
 */
export interface IdleTimer {
  activity(): void;
  /**
   * Input another tab saw at `at`: it moves the time on, but never ends the session (the person is
   * there, in that tab), even if this tab's own timer was held back by the browser.
   */
  seen(at: number): void;
  stop(): void;
}

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  now?: () => number;
  /** When the last input was (default: now). */
  since?: number;
}

export function startIdleTimer({ timeoutMs, onIdle, now = Date.now, since }: IdleTimerOptions): IdleTimer {
  let lastActivity = Math.min(since ?? now(), now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const expire = () => {
    done = true;
    clearTimeout(timer);
    onIdle();
  };

  const check = () => {
    if (done) return;
    const left = lastActivity + timeoutMs - now();
    if (left <= 0) expire();
    else timer = setTimeout(check, left);
  };

  timer = setTimeout(check, Math.max(0, lastActivity + timeoutMs - now()));

  return {
    activity() {
      if (done) return;
      if (now() - lastActivity >= timeoutMs) {
        expire();
        return;
      }
      lastActivity = now();
    },
    seen(at) {
      if (done) return;
      lastActivity = Math.max(lastActivity, Math.min(at, now()));
    },
    stop() {
      done = true;
      clearTimeout(timer);
    },
  };
}
