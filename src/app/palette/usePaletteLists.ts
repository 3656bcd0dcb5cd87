import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { isOperationAbsent } from '../../api/errors/errors';
import type { PaletteEntry } from './entries';
import { PALETTE_SOURCES, type PaletteSource } from './sources';

export interface ListState {
  source: PaletteSource;
  /** `pending`: not loaded yet, being fetched; `absent`: the server does not offer this list. */
  status: 'pending' | 'ready' | 'absent' | 'error';
  error: Error | null;
  retry: () => void;
}

/**
 * Every list the palette searches, for the team. A list already in the cache is searched at once; the
 * others are fetched now, with the pages' own query options, so they are cached for the pages too.
 * One list failing leaves the others' entries in place.
 */
export function usePaletteLists(teamId: string): { entries: readonly PaletteEntry[]; lists: ListState[] } {
  const results = useQueries({ queries: PALETTE_SOURCES.map((source) => source.options(teamId)) });
  const lists = PALETTE_SOURCES.map((source, index): ListState => {
    const result = results[index];
    const retry = () => void result?.refetch();
    if (!result || result.data !== undefined) return { source, status: 'ready', error: null, retry };
    if (result.isError) {
      return { source, status: isOperationAbsent(result.error) ? 'absent' : 'error', error: result.error, retry };
    }
    return { source, status: 'pending', error: null, retry };
  });
  const parts = PALETTE_SOURCES.map((source, index) => {
    const data = results[index]?.data;
    return data === undefined ? EMPTY : source.entries(data, teamId);
  });
  const [concat] = useState(concatMemo<PaletteEntry>);
  return { entries: concat(parts), lists };
}

const EMPTY: readonly PaletteEntry[] = [];

/** The parts joined, as the same array for as long as every part is the same array (ranking is memoised on it). */
function concatMemo<T>(): (parts: readonly (readonly T[])[]) => readonly T[] {
  let last: { parts: readonly (readonly T[])[]; joined: readonly T[] } | null = null;
  return (parts) => {
    if (last && last.parts.length === parts.length && last.parts.every((part, index) => part === parts[index])) {
      return last.joined;
    }
    last = { parts, joined: parts.flat() };
    return last.joined;
  };
}
