import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleSignOut } from './useIdleSignOut';

/** The other tabs of the console, as the session share reports them (none unless a test says so). */
const otherTabs = vi.hoisted(() => ({
  listeners: new Set<(at: number) => void>(),
  lastActivity: null as null | (() => Promise<number | null>),
  pings: [] as number[],
}));
vi.mock('../api/session/sessionShareLoader', () => ({
  shareActivity: (throttleMs: number) => otherTabs.pings.push(throttleMs),
  onActivityInOtherTabs: (listener: (at: number) => void) => {
    otherTabs.listeners.add(listener);
    return () => otherTabs.listeners.delete(listener);
  },
  lastActivityInOtherTabs: () => otherTabs.lastActivity?.() ?? null,
}));

const MINUTE = 60_000;

function Probe({ minutes, onIdle }: { minutes: number; onIdle: () => void }) {
  useIdleSignOut(minutes, onIdle);
  return <input aria-label="Field" />;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  otherTabs.listeners.clear();
  otherTabs.lastActivity = null;
  otherTabs.pings.length = 0;
});

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useIdleSignOut', () => {
  it('is off at 0 minutes', () => {
    const onIdle = vi.fn();
    render(<Probe minutes={0} onIdle={onIdle} />);
    wait(24 * 60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('signs out after the set time without input', () => {
    const onIdle = vi.fn();
    render(<Probe minutes={2} onIdle={onIdle} />);
    wait(2 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    wait(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a key', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['a pointer press', () => fireEvent.pointerDown(document.body)],
    ['a pointer move', () => fireEvent.pointerMove(document.body)],
    ['the wheel', () => fireEvent.wheel(document.body)],
    ['focus moving', () => fireEvent.focus(document.querySelector('input')!)],
  ])('%s resets the time', (_, input) => {
    const onIdle = vi.fn();
    render(<Probe minutes={2} onIdle={onIdle} />);
    wait(MINUTE + 30_000);
    input();
    wait(MINUTE + 30_000);
    expect(onIdle).not.toHaveBeenCalled();
    wait(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts input that a widget stops from bubbling (the console canvas keeps its keys)', () => {
    const onIdle = vi.fn();
    const { getByRole } = render(<Probe minutes={2} onIdle={onIdle} />);
    const field = getByRole('textbox');
    field.addEventListener('keydown', (event) => event.stopPropagation());
    wait(MINUTE + 30_000);
    fireEvent.keyDown(field, { key: 'x' });
    wait(MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('counts the tab becoming visible again, but not becoming hidden', () => {
    const onIdle = vi.fn();
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    render(<Probe minutes={2} onIdle={onIdle} />);
    wait(MINUTE + 30_000);
    visibility.mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    wait(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);

    onIdle.mockClear();
    cleanup();
    render(<Probe minutes={2} onIdle={onIdle} />);
    wait(MINUTE + 30_000);
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    wait(MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    visibility.mockRestore();
  });

  it('stops listening when unmounted (signed out)', () => {
    const onIdle = vi.fn();
    const { unmount } = render(<Probe minutes={2} onIdle={onIdle} />);
    unmount();
    wait(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('tells the other tabs about input here, throttled to a twentieth of the time (at most 15 s)', () => {
    render(<Probe minutes={2} onIdle={vi.fn()} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(otherTabs.pings).toEqual([6_000]);
    cleanup();
    render(<Probe minutes={30} onIdle={vi.fn()} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(otherTabs.pings.at(-1)).toBe(15_000);
  });

  it('input in another tab keeps this one signed in', () => {
    const onIdle = vi.fn();
    render(<Probe minutes={2} onIdle={onIdle} />);
    wait(MINUTE + 30_000);
    for (const listener of otherTabs.listeners) listener(Date.now());
    wait(2 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    wait(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('before signing out, asks the other tabs, and carries on from input one of them saw', async () => {
    const onIdle = vi.fn();
    let inputElsewhere = 0;
    otherTabs.lastActivity = async () => inputElsewhere;
    render(<Probe minutes={2} onIdle={onIdle} />);
    // A tab in use whose pings were held back by the browser: it saw input 30 s ago.
    inputElsewhere = Date.now() + 90_000;
    await act(() => vi.advanceTimersByTimeAsync(2 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(onIdle).not.toHaveBeenCalled();
    // Then nobody anywhere: signed out two minutes after that input.
    otherTabs.lastActivity = async () => null;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
