import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from './idleTimer';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle timer', () => {
  it('fires once the time passes without activity, and only once', () => {
    const onIdle = vi.fn();
    startIdleTimer({ timeoutMs: 30 * MINUTE, onIdle });
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(90 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts from the last activity', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ timeoutMs: 30 * MINUTE, onIdle });
    vi.advanceTimersByTime(20 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    timer.activity();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps a single timer however much activity there is', () => {
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle: () => undefined });
    for (let i = 0; i < 1000; i += 1) timer.activity();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('does not let activity after the deadline keep the session (a laptop waking from sleep)', () => {
    let clock = 0;
    const onIdle = vi.fn();
    // The timer has not fired (the machine slept), but the wall clock moved on.
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle, now: () => clock });
    clock = 5 * MINUTE;
    timer.activity();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle });
    timer.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    timer.activity();
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
