import { useCallback, useState } from 'react';

/**
 * GET /snapshots does not say which VM a snapshot is of, so the snapshots taken from a VM page are
 * remembered in this tab (sessionStorage, per team, ids only) to mark them on that VM's page.
 */
const KEY_PREFIX = 'vms.snapshots.';

export type TakenSnapshots = Record<string, string>;

export function parseTaken(text: string | null): TakenSnapshots {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function withTaken(taken: TakenSnapshots, snapshotId: string, vmId: string): TakenSnapshots {
  return { ...taken, [snapshotId]: vmId };
}

/** The snapshot id of an endpoint-17 snapshot answer (`{snapshot_id}`), if it has one. */
export function snapshotIdOf(result: unknown): string | null {
  if (!result || typeof result !== 'object' || !('snapshot_id' in result)) return null;
  const id = (result as { snapshot_id: unknown }).snapshot_id;
  return typeof id === 'string' ? id : null;
}

function read(teamId: string): TakenSnapshots {
  try {
    return parseTaken(sessionStorage.getItem(KEY_PREFIX + teamId));
  } catch {
    return {};
  }
}

export function useTakenSnapshots(teamId: string) {
  const [taken, setTaken] = useState(() => read(teamId));
  const remember = useCallback(
    (snapshotId: string, vmId: string) => {
      const next = withTaken(read(teamId), snapshotId, vmId);
      try {
        sessionStorage.setItem(KEY_PREFIX + teamId, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the mark lasts for this page only.
      }
      setTaken(next);
    },
    [teamId],
  );
  return { taken, remember };
}
