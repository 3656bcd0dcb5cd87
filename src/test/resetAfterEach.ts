import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * For a test file that renders under fake timers: after each test, unmounts what the test rendered
 * (while its timers are still the fake ones) and gives the real timers back.
 */
export function unmountAndRestoreTimersAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
