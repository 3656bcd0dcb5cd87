import { useCallback, useMemo, useState } from 'react';
import { useStableCallback } from '../hooks/useStableCallback';
import {
  NO_SELECTION,
  allShownState,
  keepOnly,
  selectedRows,
  toggleAllShown,
  toggleRange,
  toggleRow,
  unselect,
  type AllShownState,
  type Selection,
} from './selection';

/** What `DataTable`'s `selection` prop takes: a checkbox per row and one in the header. */
export interface TableSelection<T> {
  keys: ReadonlySet<string>;
  /** The row's name, for its checkbox ("Select web-1"). */
  nameOf: (row: T) => string;
  /** A row's checkbox was toggled; `range` with Shift (click or Space). */
  onToggle: (key: string, range: boolean) => void;
  allShown: AllShownState;
  onToggleAllShown: () => void;
  /** Rows without a checkbox (a group's fixed drop rules): never selected, left out of "all shown". */
  canSelect?: (row: T) => boolean;
}

export interface RowSelection<T> {
  /** Spread as `selection={…}` on `DataTable`. */
  table: TableSelection<T>;
  /** The selected rows an action takes: those shown, in the order shown. */
  rows: T[];
  /** Selected rows the search or filters hide: not acted on, counted apart. */
  hidden: number;
  clear: () => void;
  /** After a batch: the rows it dealt with leave the selection, the failures stay. */
  unselect: (keys: Iterable<string>) => void;
  keepOnly: (keys: Iterable<string>) => void;
}

/**
 * A list's selection (see selection.ts for what is acted on). `rows` are the rows shown, `all` every
 * row loaded; give it module-level `getRowKey` and `nameOf`. The table's callbacks keep their identity,
 * so toggling one row re-renders that row only.
 */
export function useRowSelection<T>({
  rows: shown,
  all,
  getRowKey,
  nameOf,
  canSelect,
}: {
  rows: readonly T[];
  all: readonly T[];
  getRowKey: (row: T) => string;
  nameOf: (row: T) => string;
  /** Module-level, like `nameOf`: which rows may be selected (all of them without it). */
  canSelect?: (row: T) => boolean;
}): RowSelection<T> {
  const rows = useMemo(() => (canSelect ? shown.filter(canSelect) : shown), [shown, canSelect]);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const onToggle = useStableCallback((key: string, range: boolean) =>
    setSelection((current) => (range ? toggleRange(current, key, rows.map(getRowKey)) : toggleRow(current, key))),
  );
  const onToggleAllShown = useStableCallback(() =>
    setSelection((current) => toggleAllShown(current, rows.map(getRowKey))),
  );

  const allShown = useMemo(
    () => (selection.keys.size === 0 ? 'none' : allShownState(selection, rows.map(getRowKey))),
    [selection, rows, getRowKey],
  );
  const picked = useMemo(() => selectedRows(selection, rows, all, getRowKey), [selection, rows, all, getRowKey]);

  const table = useMemo(
    () => ({ keys: selection.keys, nameOf, onToggle, allShown, onToggleAllShown, canSelect }),
    [selection.keys, nameOf, onToggle, allShown, onToggleAllShown, canSelect],
  );
  const clear = useCallback(() => setSelection(NO_SELECTION), []);
  const drop = useCallback((keys: Iterable<string>) => setSelection((current) => unselect(current, keys)), []);
  const keep = useCallback((keys: Iterable<string>) => setSelection((current) => keepOnly(current, keys)), []);

  return { table, rows: picked.rows, hidden: picked.hidden, clear, unselect: drop, keepOnly: keep };
}

/**
 * A bulk dialog's target: opened with what the selection holds, closed with the keys of the rows it
 * dealt with, which leave the selection (the failures stay selected, to retry).
 */
export function useBulkDialog<V>(selection: Pick<RowSelection<unknown>, 'unselect'>): {
  target: V | null;
  open: (target: V) => void;
  close: (done: readonly string[]) => void;
} {
  const [target, setTarget] = useState<V | null>(null);
  const { unselect: drop } = selection;
  const close = useCallback(
    (done: readonly string[]) => {
      setTarget(null);
      drop(done);
    },
    [drop],
  );
  return { target, open: setTarget, close };
}
