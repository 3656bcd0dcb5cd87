import { useQueries, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { isApiError, isOperationAbsent } from '../errors/errors';
import { onSignOut } from '../session/session';
import type { ListQueryResult } from '../cache/streamedList';

/**
 * Tab memory: what this browser tab remembers for a server that cannot list something (an absent
 * optional operation, see capabilities.ts), so pages still show what was created or opened here.
 *
 * - In sessionStorage, under a key per resource and team: ids and names, never secrets (and the
 *   firewall rules made here, as the POST answered them). A reload keeps them; the tab's end or a
 *   sign-out (which empties sessionStorage) ends them.
 * - In memory only, for secrets (a startup script's content): gone on reload or sign-out.
 *
 * The resource modules decide what to remember and when (a create that succeeded, a detail read);
 * pages only read it back through their resource's hooks.
 */

/** Enough for anyone's working set; the oldest entries fall off. */
export const TAB_MEMORY_LIMIT = 50;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the console then simply forgets.
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The value under `key` as `parse` accepts it; anything unreadable is what `parse` makes of nothing. */
export function readTabMemory<T>(key: string, parse: (value: unknown) => T): T {
  const raw = readRaw(key);
  if (!raw) return parse(null);
  try {
    return parse(JSON.parse(raw));
  } catch {
    return parse(null);
  }
}

const listeners = new Set<() => void>();

/** Stores `value` under `key`; an empty list is no entry at all. */
export function writeTabMemory(key: string, value: unknown): void {
  try {
    const store = storage();
    if (Array.isArray(value) && value.length === 0) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy errors: remembering is a convenience, never a failure.
  }
  for (const listener of listeners) listener();
}

// useSyncExternalStore needs the same value back while nothing changed.
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The value under `key`, kept current as it changes anywhere on the page. */
export function useTabMemory<T>(key: string, parse: (value: unknown) => T): T {
  return useSyncExternalStore(subscribe, () => {
    const raw = readRaw(key);
    const cached = snapshots.get(key);
    if (cached && cached.raw === raw) return cached.value as T;
    const value = readTabMemory(key, parse);
    snapshots.set(key, { raw, value });
    return value;
  });
}

// Lists of ids (or names), most recent first.

export function parseIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

/** `entries` with `value` moved (or added) to the front, at most TAB_MEMORY_LIMIT long. */
export function withRemembered(entries: readonly string[], value: string): string[] {
  return [value, ...entries.filter((entry) => entry !== value)].slice(0, TAB_MEMORY_LIMIT);
}

export function withoutEntry(entries: readonly string[], value: string): string[] {
  return entries.filter((entry) => entry !== value);
}

export function rememberId(key: string, id: string): void {
  const current = readTabMemory(key, parseIds);
  if (current[0] === id) return;
  writeTabMemory(key, withRemembered(current, id));
}

export function forgetId(key: string, id: string): void {
  writeTabMemory(key, withoutEntry(readTabMemory(key, parseIds), id));
}

/** The ids remembered under `key`, most recent first. */
export function useRememberedIds(key: string): string[] {
  return useTabMemory(key, parseIds);
}

/** What a list hook says about where its items come from: the server's list, or this tab's memory. */
export type ItemsSource = 'server' | 'tab';

/** A list that only this tab knows (the API cannot list it), with a way to forget an entry. */
export interface TabMemoryList {
  items: string[];
  source: 'tab';
  forget: (id: string) => void;
}

/** A list as a page shows it: the server's, or, when the server cannot list, what this tab remembers. */
export interface ListOrTabMemory<T> {
  items: T[];
  source: ItemsSource;
  /** The server's list, or the remembered items read one by one, still loading. */
  isPending: boolean;
  isSuccess: boolean;
  /** Only the first part of the server's list has arrived (streamedList.ts). */
  partial: boolean;
  /** The list's own failure; remembered items that fail are left out. */
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  /** How many items this tab remembers (the size of a loading placeholder). */
  rememberedCount: number;
}

const NOTHING: never[] = [];

function combineRemembered<T>(results: UseQueryResult<T>[]) {
  return {
    items: results.flatMap((result) => (result.data === undefined ? [] : [result.data])),
    isPending: results.some((result) => result.isPending),
    // A 404 for an item is a missing item: deleted elsewhere.
    gone: results.map((result) => isApiError(result.error) && result.error.status === 404),
  };
}

/**
 * The server's `list`, or, once the server shows it has no list (`absent`), the items remembered
 * under `memoryKey` read one by one with `detail`. A remembered item deleted elsewhere is forgotten
 * rather than shown as an error forever.
 */
export function useListOrTabMemory<T, TDetail extends T, TKey extends QueryKey>(
  list: ListQueryResult<T[]>,
  absent: boolean,
  memoryKey: string,
  detail: (id: string) => UseQueryOptions<TDetail, Error, TDetail, TKey>,
): ListOrTabMemory<T> {
  const fromTab = absent || (list.isError && isOperationAbsent(list.error));
  const ids = useRememberedIds(memoryKey);
  const remembered = useQueries({
    queries: (fromTab ? ids : NOTHING).map(detail),
    combine: combineRemembered<TDetail>,
  });
  const goneIds = ids.filter((_id, index) => remembered.gone[index]).join(',');
  useEffect(() => {
    for (const id of goneIds.split(',')) if (id) forgetId(memoryKey, id);
  }, [goneIds, memoryKey]);

  const shared = { isFetching: list.isFetching, refetch: list.refetch, rememberedCount: ids.length };
  return fromTab
    ? {
        ...shared,
        items: remembered.items,
        source: 'tab',
        isPending: remembered.isPending,
        isSuccess: !remembered.isPending,
        partial: false,
        isError: false,
        error: null,
      }
    : {
        ...shared,
        items: list.data ?? NOTHING,
        source: 'server',
        isPending: list.isPending,
        isSuccess: list.isSuccess,
        partial: list.partial,
        isError: list.isError,
        error: list.error,
      };
}

// Secrets: in this page's memory only, never in web storage.

const secrets = new Map<string, string>();

export const secretTabMemory = {
  remember: (key: string, value: string) => void secrets.set(key, value),
  read: (key: string): string | undefined => secrets.get(key),
  forget: (key: string) => void secrets.delete(key),
  clear: () => secrets.clear(),
};

onSignOut(secretTabMemory.clear);
