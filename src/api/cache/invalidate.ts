import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Refetches exactly the given keys (and the keys under them); resolves when they are fresh. */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
