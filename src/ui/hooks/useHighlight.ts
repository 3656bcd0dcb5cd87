import { useEffect, useState } from 'react';

/** How long a row that was just created or saved stays marked. */
export const HIGHLIGHT_MS = 4000;

/** The class of a row that was just created or saved. */
export const HIGHLIGHT_ROW_CLASS = 'bg-accent-soft/60 transition-colors';

/**
 * What was just created or saved (an id, or whatever identifies it before the list has its id), for
 * HIGHLIGHT_MS; a new one starts the time again.
 */
export function useHighlight<T = string>(): [highlighted: T | null, highlight: (value: T | null) => void] {
  const [highlighted, setHighlighted] = useState<T | null>(null);
  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return [highlighted, setHighlighted];
}
