import { useDeferredValue, useMemo } from 'react';

/** What of a read a page draws from: its data, whether it has answered, and how it failed. */
export interface Answer {
  data?: unknown;
  status: 'pending' | 'error' | 'success';
  error: unknown;
}

/**
 * A read's answer as the page draws it. React Query hands a new answer over through a store, and
 * React renders a store's change at once, in one piece: for a list, sorting it and drawing its rows
 * was one long task (50–90 ms at full CPU speed for 10,003 keys), and the page could not answer a
 * key or a click until it ended. Through a deferred value the new answer renders as a transition,
 * in slices with the main thread free between them, while the page keeps what it showed (its
 * skeleton, or the previous rows) until the new rows are ready. Everything else of the read (whether
 * it is fetching, refetch) stays current.
 */
export function useShownAnswer<T extends Answer>(read: T): T {
  const { data, status, error } = read;
  const answer = useMemo(() => ({ data, status, error }), [data, status, error]);
  const shown = useDeferredValue(answer);
  if (shown === answer) return read;
  // React Query's result types are unions by status; this is one of them, with the shown answer's fields.
  return {
    ...read,
    ...shown,
    isPending: shown.status === 'pending',
    isSuccess: shown.status === 'success',
    isError: shown.status === 'error',
  } as T;
}
