import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isNotFound } from './errors';
import { invalidate } from './invalidate';

/**
 * What the download-link mutations (POST /snapshots/{id}, POST /backups/{id}) keep: nothing. The
 * answer is a secret (anyone holding the link can download the disk): no query caches it, nothing is
 * made stale, and `gcTime: 0` drops it from the mutation cache as soon as no dialog shows it.
 */
export const DOWNLOAD_LINK_MUTATION = { invalidates: (): readonly QueryKey[] => [], gcTime: 0 };

/**
 * Runs a call on one item of a list; a 404 (the item was deleted elsewhere) rereads the list, so the
 * page stops offering what is gone. The error is passed on unchanged.
 */
export async function refreshWhenGone<T>(queryClient: QueryClient, list: QueryKey, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isNotFound(error)) void invalidate(queryClient, list);
    throw error;
  }
}
