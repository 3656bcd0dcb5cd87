import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleSignOut } from './useIdleSignOut';

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
});
