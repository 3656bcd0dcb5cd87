import type { QueryKey } from '@tanstack/react-query';
import { useApiMutation } from './mutation';

/**
 * A download-link mutation (POST /snapshots/{id}, POST /backups/{id}) keeps nothing of its answer. It
 * is a secret (anyone holding the link can download the disk): no query caches it, nothing is made
 * stale, and `gcTime: 0` drops it from the mutation cache as soon as no dialog shows it. The item's
 * list is reread when the item is gone (404) or has no link yet (a pending one, DOWNLOAD_NOT_READY),
 * as the list may be staler than the server.
 */
export function useDownloadLinkMutation(noun: string, listKey: QueryKey, readLink: (id: string) => Promise<string>) {
  return useApiMutation({
    mutationFn: readLink,
    invalidates: () => [],
    gcTime: 0,
    activity: (id) => ({ what: `Get download link of ${noun}`, subject: { id }, nameFrom: listKey }),
    staleWhenGone: [listKey],
    staleWhenRefused: { codes: ['DOWNLOAD_NOT_READY'], invalidates: [listKey] },
  });
}
