import type { QueryClient, QueryKey } from '@tanstack/react-query';

const NAME_FIELDS = ['name', 'description', 'filename', 'label'] as const;

/** The name a cached item goes by: the field each resource shows as its name. */
function nameOfItem(item: Record<string, unknown>): string | undefined {
  for (const field of NAME_FIELDS) {
    const value = item[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/**
 * Finds the item with `id` in cached reads under `key` (a list, a page of a list, or the item itself),
 * the newest read first: a list nobody shows is not reread, and must not name a renamed item by its old name.
 */
export function knownName(queryClient: QueryClient, key: QueryKey, id: string): string | undefined {
  const reads = queryClient
    .getQueryCache()
    .findAll({ queryKey: key })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const { state } of reads) {
    const data: unknown = state.data;
    const candidates: unknown[] = Array.isArray(data) ? data : [data];
    if (!Array.isArray(data) && data && typeof data === 'object') {
      for (const value of Object.values(data)) if (Array.isArray(value)) candidates.push(...(value as unknown[]));
    }
    for (const item of candidates) {
      if (item && typeof item === 'object' && (item as { id?: unknown }).id === id) {
        const name = nameOfItem(item as Record<string, unknown>);
        if (name) return name;
      }
    }
  }
  return undefined;
}
