import type { ReactNode } from 'react';

/** The part of a query (react-query's useQuery) a table shows while it loads or after it failed. */
export interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A DataTable's loading, failure and Retry, from the query that fills it. */
export function loadState(query: LoadingQuery, errorTitle: ReactNode) {
  return {
    isLoading: query.isPending,
    error: query.isError ? query.error : null,
    errorTitle,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
