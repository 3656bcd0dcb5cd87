import { useEffect } from 'react';
import { prepareSearch } from './filterAndSort';

/** Longest slice of preparation when the browser cannot say how idle it is (no requestIdleCallback). */
const FALLBACK_SLICE_MS = 8;

/**
 * Folds every row's search text while the browser is idle, a slice at a time, so the first keystroke
 * in the search box only has to compare (for 10,000 SSH keys, folding means parsing and hashing each
 * key for its fingerprint: far too much for one keystroke). Pass the same `searchText` the page
 * filters with (a module-level function): the folded text is cached per row and function. A search
 * typed before this is done folds the rest itself.
 */
export function usePreparedSearch<T extends object>(rows: readonly T[], searchText: (row: T) => readonly (string | null | undefined)[]): void {
  useEffect(() => {
    let next = 0;
    let cancel = () => {};
    function step(hasTime: () => boolean) {
      next = prepareSearch(rows, searchText, next, hasTime);
      if (next < rows.length) schedule();
    }
    function schedule() {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback((deadline) => step(() => deadline.timeRemaining() > 1));
        cancel = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => {
          const until = performance.now() + FALLBACK_SLICE_MS;
          step(() => performance.now() < until);
        });
        cancel = () => clearTimeout(handle);
      }
    }
    if (rows.length > 0) schedule();
    return () => cancel();
  }, [rows, searchText]);
}
