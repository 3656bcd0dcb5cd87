import { useCallback, useSyncExternalStore } from 'react';

/**
 * What this browser tab remembers for a list the server cannot give (an absent extension): the
 * ids or names of things created or opened here, most recent first. Only ids and names are ever
 * stored — never secrets — and only in sessionStorage, so it ends with the tab. Each page chooses
 * its own key (e.g. per team).
 */

/** Enough for anyone's working set; the oldest entries fall off. */
export const MEMORY_LIMIT = 50;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the console then simply forgets.
    return null;
  }
}

/** The remembered entries, most recent first; anything unreadable counts as nothing remembered. */
export function readMemory(key: string, store: StorageLike | null = storage()): string[] {
  const raw = store?.getItem(key);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item !== '')
      : [];
  } catch {
    return [];
  }
}

/** `entries` with `value` moved (or added) to the front, at most MEMORY_LIMIT long. */
export function withRemembered(entries: readonly string[], value: string): string[] {
  return [value, ...entries.filter((entry) => entry !== value)].slice(0, MEMORY_LIMIT);
}

export function withoutEntry(entries: readonly string[], value: string): string[] {
  return entries.filter((entry) => entry !== value);
}

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same array back while nothing changed.
const snapshots = new Map<string, { raw: string | null; value: string[] }>();

function write(key: string, entries: readonly string[], store: StorageLike | null = storage()): void {
  try {
    if (entries.length === 0) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(entries));
  } catch {
    // Quota or privacy errors: remembering is a convenience, never a failure.
  }
  for (const listener of listeners) listener();
}

export function remember(key: string, value: string): void {
  const current = readMemory(key);
  if (current[0] === value) return;
  write(key, withRemembered(current, value));
}

export function forget(key: string, value: string): void {
  write(key, withoutEntry(readMemory(key), value));
}

function snapshot(key: string): string[] {
  const raw = storage()?.getItem(key) ?? null;
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value;
  const value = readMemory(key);
  snapshots.set(key, { raw, value });
  return value;
}

/** The remembered entries under `key`, kept current as they change anywhere on the page. */
export function useMemory(key: string): {
  entries: string[];
  remember: (value: string) => void;
  forget: (value: string) => void;
} {
  const entries = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot(key),
  );
  return {
    entries,
    remember: useCallback((value: string) => remember(key, value), [key]),
    forget: useCallback((value: string) => forget(key, value), [key]),
  };
}
