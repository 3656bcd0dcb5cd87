import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { callOptional } from '../capabilities/capabilities';
import { useDownloadLinkMutation } from '../cache/downloadLinks';
import { useApiMutation } from '../cache/mutation';
import type { BatchAction } from '../cache/useBatch';
import { pollWhile } from '../cache/polling';
import { readTabMemory, useTabMemory, writeTabMemory } from '../capabilities/tabMemory';
import type { Snapshot } from '../types';

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

export const useSnapshots = () => useQuery(snapshotQueries.list());

/**
 * DELETE /snapshots/{id} is sent without `team_id`: GET /snapshots takes no team, so the list shows
 * the caller's primary team's snapshots, and the delete must address the same team the row came from.
 * A 404 (deleted elsewhere) rereads the list, so the row goes.
 */
const deleteSnapshot = (id: string) =>
  call(api().DELETE('/snapshots/{snapshot_id}', { params: { path: { snapshot_id: id } } }));

export function useDeleteSnapshot() {
  return useApiMutation({
    mutationFn: deleteSnapshot,
    activity: (id) => ({ what: 'Delete snapshot', subject: { id }, nameFrom: snapshotKeys.all() }),
    invalidates: () => [snapshotKeys.all()],
    staleWhenGone: [snapshotKeys.all()],
  });
}

/**
 * POST /snapshots/{id}: a one-time download link, a secret (see downloadLinks.ts). A pending snapshot
 * has none yet (400): the list is reread, as it may be staler than the server.
 */
export function useSnapshotDownloadLink() {
  return useDownloadLinkMutation('snapshot', snapshotKeys.all(), async (id) => {
    const data = await call(api().POST('/snapshots/{snapshot_id}', { params: { path: { snapshot_id: id } } }));
    return data.url;
  });
}

/**
 * GET /snapshots does not say which VM a snapshot is of, so the snapshots taken from a VM page are
 * kept in tab memory (see tabMemory.ts; per team, ids only): snapshot id → VM id.
 */
export type TakenSnapshots = Record<string, string>;

const takenKey = (teamId: string) => `vms.snapshots.${teamId}`;

export function parseTaken(value: unknown): TakenSnapshots {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function withTaken(taken: TakenSnapshots, snapshotId: string, vmId: string): TakenSnapshots {
  return { ...taken, [snapshotId]: vmId };
}

export function rememberTakenSnapshot(teamId: string, snapshotId: string, vmId: string): void {
  writeTabMemory(takenKey(teamId), withTaken(readTabMemory(takenKey(teamId), parseTaken), snapshotId, vmId));
}

/** The snapshots taken from VM pages in this tab: snapshot id → VM id. */
export function useSnapshotsTakenHere(teamId: string): TakenSnapshots {
  return useTabMemory(takenKey(teamId), parseTaken);
}

/** Deleting several snapshots (useBatch): one DELETE each, without a team, as above; one already gone counts as deleted. */
export const snapshotDeletes = (teamId: string): BatchAction<Snapshot> => ({
  what: (count) => `Delete ${count} ${count === 1 ? 'snapshot' : 'snapshots'}`,
  teamId,
  keyOf: (snapshot) => snapshot.id,
  nameOf: (snapshot) => snapshot.name,
  send: (snapshot) => deleteSnapshot(snapshot.id),
  invalidates: [snapshotKeys.all()],
  goneIsDone: true,
  idempotent: true,
});
