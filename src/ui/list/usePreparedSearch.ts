import { useEffect } from 'react';
import { afterNextPaint } from '../../browser/scheduling';
import { prepareSearch } from './filterAndSort';

/** Longest slice of preparation: a key pressed meanwhile waits at most this long. */
const SLICE_MS = 8;

/**
 * Folds every row's search text in short slices after the list is shown, so the first keystroke in
 * the search box only has to compare (for 10,000 SSH keys, folding means parsing and hashing each
 * key for its fingerprint: far too much for one keystroke). Pass the same `searchText` the page
 * filters with (a module-level function): the folded text is cached per row and function. A search
 * typed before this is done folds the rest itself.
 *
 * Slices are tasks one after the other rather than idle callbacks: the browser offers idle time in
 * periods far apart (10,000 keys took 0.8 s to prepare that way, against 0.2 s of work), and input
 * and rendering go before tasks, so a key pressed meanwhile waits one slice at most.
 */
export function usePreparedSearch<T extends object>(
  rows: readonly T[],
  searchText: (row: T) => readonly (string | null | undefined)[],
): void {
  useEffect(() => {
    if (rows.length === 0) return;
    let next = 0;
    function slice() {
      const until = performance.now() + SLICE_MS;
      next = prepareSearch(rows, searchText, next, () => performance.now() < until);
      if (next < rows.length) {
        const handle = setTimeout(slice);
        cancel = () => clearTimeout(handle);
      }
    }
    // After the list's first frame, so preparing never delays it.
    let cancel = afterNextPaint(slice);
    return () => cancel();
  }, [rows, searchText]);
}
