/** Why the toasts' timers are held: the pointer is over them, focus is inside them, or the tab is hidden. */
export type PauseReason = 'hover' | 'focus' | 'hidden';

interface Countdown {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The dismiss timers of the toasts on screen. They run only while nothing holds them, and a held
 * timer resumes with the time it had left, so a toast someone is reading, or that appeared while the
 * tab was hidden, is not gone before it is seen.
 */
export function createToastTimers(onExpire: (id: number) => void) {
  const countdowns = new Map<number, Countdown>();
  const reasons = new Set<PauseReason>();

  const start = (id: number, countdown: Countdown) => {
    countdown.startedAt = Date.now();
    countdown.handle = setTimeout(() => {
      countdowns.delete(id);
      onExpire(id);
    }, countdown.remaining);
  };
  const hold = (countdown: Countdown) => {
    if (countdown.handle === undefined) return;
    clearTimeout(countdown.handle);
    countdown.handle = undefined;
    countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
  };

  return {
    add(id: number, ms: number): void {
      const countdown: Countdown = { remaining: ms, startedAt: Date.now(), handle: undefined };
      countdowns.set(id, countdown);
      if (reasons.size === 0) start(id, countdown);
    },
    remove(id: number): void {
      const countdown = countdowns.get(id);
      if (countdown?.handle !== undefined) clearTimeout(countdown.handle);
      countdowns.delete(id);
    },
    pause(reason: PauseReason): void {
      reasons.add(reason);
      for (const countdown of countdowns.values()) hold(countdown);
    },
    resume(reason: PauseReason): void {
      if (!reasons.delete(reason) || reasons.size > 0) return;
      for (const [id, countdown] of countdowns) if (countdown.handle === undefined) start(id, countdown);
    },
    paused(): boolean {
      return reasons.size > 0;
    },
    clear(): void {
      for (const countdown of countdowns.values()) if (countdown.handle !== undefined) clearTimeout(countdown.handle);
      countdowns.clear();
    },
  };
}
