// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './scheduling';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the callback in a task after the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    requestAnimationFrame(() => order.push('frame'));
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'after paint']);
  });

  it('runs nothing once cancelled, before the frame or between the frame and the task', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const callback = vi.fn();
    afterNextPaint(callback)();
    const cancelLater = afterNextPaint(callback);
    vi.advanceTimersToNextFrame();
    cancelLater();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
