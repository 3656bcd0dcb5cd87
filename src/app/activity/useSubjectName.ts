import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActivityEntry } from '../../api/activity/activity';
import { knownName } from '../../api/cache/knownName';

/**
 * The name an entry's subject goes by now: read from the console's cached reads when shown, so a
 * rename made since is followed; the name recorded with the entry (or its id) when the cache has none.
 */
export function useSubjectName(entry: ActivityEntry): { text: string; isName: boolean } | null {
  const queryClient = useQueryClient();
  const id = entry.subject?.id ?? null;
  const nameFrom = entry.nameFrom;
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const current = useSyncExternalStore(subscribe, () =>
    id && nameFrom ? (knownName(queryClient, nameFrom, id) ?? null) : null,
  );
  const name = current ?? entry.subject?.name ?? null;
  if (name) return { text: name, isName: true };
  return id ? { text: id, isName: false } : null;
}
