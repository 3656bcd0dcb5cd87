import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from './client';
import { callOptional } from './capabilities';
import { pollWhile } from './polling';
import type { Snapshot } from './types';

/** GET /snapshots takes no team (extension), so its key is not team-scoped. */
export const snapshotKeys = {
  all: () => ['snapshots'] as const,
};

export const snapshotQueries = {
  list: () =>
    queryOptions({
      queryKey: snapshotKeys.all(),
      queryFn: ({ signal }) => callOptional('snapshots', () => call(api().GET('/snapshots', { signal }))),
      refetchInterval: pollWhile(
        (snapshots: Snapshot[] | undefined) => snapshots?.some((snapshot) => snapshot.status === 'pending') ?? false,
      ),
    }),
};

export function useSnapshots() {
  return useQuery(snapshotQueries.list());
}
