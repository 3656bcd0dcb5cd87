/**
 * Delayed state changes without timers: the core must run inside MSW and under fake clocks, so a
 * change "3 s later" is queued with its due time and applied by `settle(now)` at the start of the
 * next request that could observe it.
 */
export interface Scheduler {
  at(dueAt: number, apply: () => void): void;
  /** Applies every change due at or before `now`, earliest first. */
  settle(now: number): void;
}

interface ScheduledChange {
  dueAt: number;
  sequence: number;
  apply: () => void;
}

export function createScheduler(): Scheduler {
  let pending: ScheduledChange[] = [];
  let sequence = 0;
  return {
    at(dueAt, apply) {
      pending.push({ dueAt, sequence: sequence++, apply });
    },
    settle(now) {
      const due = pending.filter((change) => change.dueAt <= now);
      if (due.length === 0) return;
      pending = pending.filter((change) => change.dueAt > now);
      due.sort((a, b) => a.dueAt - b.dueAt || a.sequence - b.sequence);
      for (const change of due) change.apply();
    },
  };
}
