import { useDeferredValue } from 'react';

/** What of a read a page draws from: its data, whether it has answered, and how it failed. */
export interface Answer {
  data?: unknown;
  status: 'pending' | 'error' | 'success';
  error: unknown;
}

/**
 * A read as the page draws it: its first answer is drawn as a transition. React Query hands an
 * answer over through a store, and React renders a store's change at once, in one piece: for a list,
 * sorting it and drawing its first rows was one long task while the page loaded (53 ms at full CPU
 * speed for the VPC list), and the page could not answer a key or a click until it ended. Here the
 * render the store asks for still shows the skeleton, and the answer is drawn just after, in slices
 * with the main thread free between them. Later answers (a refetch, a change made here) are drawn
 * at once, as before: a row that keeps the focus must be gone when a dialog gives the focus back.
 */
export function useShownAnswer<T extends Answer>(read: T): T {
  const answered = read.status !== 'pending';
  const answerShown = useDeferredValue(answered);
  if (!answered || answerShown) return read;
  // React Query's result types are unions by status; this is its pending one, with the read's other fields.
  return {
    ...read,
    data: undefined,
    status: 'pending',
    error: null,
    isPending: true,
    isSuccess: false,
    isError: false,
  } as T;
}
