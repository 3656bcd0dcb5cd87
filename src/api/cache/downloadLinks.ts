import type { QueryKey } from '@tanstack/react-query';

/**
 * What the download-link mutations (POST /snapshots/{id}, POST /backups/{id}) keep: nothing. The
 * answer is a secret (anyone holding the link can download the disk): no query caches it, nothing is
 * made stale, and `gcTime: 0` drops it from the mutation cache as soon as no dialog shows it.
 */
export const DOWNLOAD_LINK_MUTATION = { invalidates: (): readonly QueryKey[] => [], gcTime: 0 };
