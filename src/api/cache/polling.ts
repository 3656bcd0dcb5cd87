/** While something is in progress on the server, ask often; otherwise now and then. */
const POLL_FAST_MS = 2_000;
const POLL_SLOW_MS = 60_000;

/**
 * A `refetchInterval` that polls fast while `inProgress(data)` holds and slowly otherwise.
 * React Query already pauses interval refetches while the tab is hidden
 * (`refetchIntervalInBackground` defaults to false).
 */
export function pollWhile<TData>(inProgress: (data: TData | undefined) => boolean) {
  return (query: { state: { data: TData | undefined } }): number =>
    inProgress(query.state.data) ? POLL_FAST_MS : POLL_SLOW_MS;
}
