// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnActionEnd } from './useOnActionEnd';

describe('useOnActionEnd', () => {
  it('calls back when a running action ends, not before, and not for a VM that was idle all along', () => {
    const onEnd = vi.fn();
    const { rerender } = renderHook(({ running }) => useOnActionEnd(running, onEnd), {
      initialProps: { running: false },
    });
    rerender({ running: false });
    expect(onEnd).not.toHaveBeenCalled();
    rerender({ running: true });
    rerender({ running: true });
    expect(onEnd).not.toHaveBeenCalled();
    rerender({ running: false });
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender({ running: false });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ running, onEnd }) => useOnActionEnd(running, onEnd), {
      initialProps: { running: true, onEnd: first },
    });
    rerender({ running: false, onEnd: second });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
