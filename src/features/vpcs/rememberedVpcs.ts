import { useCallback, useSyncExternalStore } from 'react';
import { isUuid } from '../../lib/uuid';

/**
 * Without `GET /network/vpcs` the page lists the VPCs opened in this browser tab: ids only, per
 * team, in sessionStorage (a reload keeps them, nothing outlives the tab), newest first.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const rememberedKey = (teamId: string) => `cc.vpcs.opened.${teamId}`;
/** Enough for anyone working by hand; the oldest fall off. */
export const REMEMBERED_MAX = 50;

export function readRemembered(storage: StorageLike | undefined, teamId: string): string[] {
  try {
    const value = JSON.parse(storage?.getItem(rememberedKey(teamId)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [];
  } catch {
    return [];
  }
}

function write(storage: StorageLike | undefined, teamId: string, ids: string[]): string[] {
  try {
    storage?.setItem(rememberedKey(teamId), JSON.stringify(ids));
  } catch {
    // Storage full or refused: remembering is a convenience, never a failure.
  }
  return ids;
}

export function addRemembered(storage: StorageLike | undefined, teamId: string, id: string): string[] {
  const id_ = id.toLowerCase();
  return write(storage, teamId, [id_, ...readRemembered(storage, teamId).filter((known) => known !== id_)].slice(0, REMEMBERED_MAX));
}

export function removeRemembered(storage: StorageLike | undefined, teamId: string, id: string): string[] {
  return write(storage, teamId, readRemembered(storage, teamId).filter((known) => known !== id.toLowerCase()));
}

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const browserStorage = (): StorageLike | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function useRememberedVpcs(teamId: string) {
  const current = useSyncExternalStore(subscribe, () => version);
  const ids = idsFor(teamId, current);
  const remember = useCallback(
    (id: string) => {
      if (!readRemembered(browserStorage(), teamId).includes(id.toLowerCase())) {
        addRemembered(browserStorage(), teamId, id);
        changed();
      }
    },
    [teamId],
  );
  const forget = useCallback(
    (id: string) => {
      removeRemembered(browserStorage(), teamId, id);
      changed();
    },
    [teamId],
  );
  return { ids, remember, forget };
}

// One array per (team, version), so consumers can depend on its identity.
let cache: { key: string; ids: string[] } | null = null;
function idsFor(teamId: string, current: number): string[] {
  const key = `${teamId}:${current}`;
  if (cache?.key !== key) cache = { key, ids: readRemembered(browserStorage(), teamId) };
  return cache.ids;
}
