import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: what a request should follow while the user is
 * still typing. `key` says when two values are the same (a fresh object each render is not a change).
 */
export function useSettled<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
    // `value` is read through `key`: only a change of the key restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs, settled.key]);
  return settled.value;
}
