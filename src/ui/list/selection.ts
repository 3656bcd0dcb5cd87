/**
 * Which rows of a list are selected, as a pure value: the keys, and the anchor a Shift range starts
 * from. Rows are told by their key (a resource's id); the visible order is the list as shown, after
 * search, filters and sort.
 *
 * What is acted on: only the selected rows the list shows now. A selected row the search or a filter
 * hides stays selected (clearing the search brings it back) but is left out of any action and counted
 * apart, so nothing is done to a row the user cannot see; a row deleted elsewhere drops out of both.
 */
export interface Selection {
  readonly keys: ReadonlySet<string>;
  /** The row the last plain toggle was on: a Shift toggle selects from it to the row toggled. */
  readonly anchor: string | null;
}

export const NO_SELECTION: Selection = { keys: new Set(), anchor: null };

/** Selects or unselects one row, and makes it the anchor of the next range. */
export function toggleRow(selection: Selection, key: string): Selection {
  const keys = new Set(selection.keys);
  if (keys.has(key)) keys.delete(key);
  else keys.add(key);
  return { keys, anchor: key };
}

/**
 * A Shift toggle: every row from the anchor to `key` in the visible order takes the state the toggled
 * row is given (selected unless it was), as in a file manager. Without an anchor still shown it is a
 * plain toggle. The anchor stays, so the next Shift toggle re-draws the range from the same row.
 */
export function toggleRange(selection: Selection, key: string, order: readonly string[]): Selection {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(key);
  if (from === -1 || to === -1) return toggleRow(selection, key);
  const select = !selection.keys.has(key);
  const keys = new Set(selection.keys);
  for (let index = Math.min(from, to); index <= Math.max(from, to); index++) {
    const rowKey = order[index] as string;
    if (select) keys.add(rowKey);
    else keys.delete(rowKey);
  }
  return { keys, anchor: selection.anchor };
}

/** The header checkbox: selects every row shown, or, when they all are already, unselects them. */
export function toggleAllShown(selection: Selection, shown: readonly string[]): Selection {
  const keys = new Set(selection.keys);
  if (allShownState(selection, shown) === 'all') for (const key of shown) keys.delete(key);
  else for (const key of shown) keys.add(key);
  return { keys, anchor: null };
}

/** Keeps only the given rows selected (the failures of a batch, to retry them). */
export function keepOnly(selection: Selection, keep: Iterable<string>): Selection {
  const wanted = new Set(keep);
  const keys = new Set([...selection.keys].filter((key) => wanted.has(key)));
  return { keys, anchor: selection.anchor !== null && keys.has(selection.anchor) ? selection.anchor : null };
}

/** Unselects the given rows (those a batch has dealt with). */
export function unselect(selection: Selection, drop: Iterable<string>): Selection {
  const keys = new Set(selection.keys);
  for (const key of drop) keys.delete(key);
  return { keys, anchor: selection.anchor !== null && keys.has(selection.anchor) ? selection.anchor : null };
}

export type AllShownState = 'none' | 'some' | 'all';

/** What the header checkbox shows: none, some (mixed) or all of the rows shown are selected. */
export function allShownState(selection: Selection, shown: readonly string[]): AllShownState {
  if (selection.keys.size === 0 || shown.length === 0) return 'none';
  let count = 0;
  for (const key of shown) if (selection.keys.has(key)) count++;
  return count === 0 ? 'none' : count === shown.length ? 'all' : 'some';
}

/**
 * The selected rows as an action takes them: those shown, in the order shown, and how many selected
 * rows the search or filters hide (left out). Rows no longer in `all` (deleted elsewhere) are not counted.
 */
export function selectedRows<T>(
  selection: Selection,
  shown: readonly T[],
  all: readonly T[],
  keyOf: (row: T) => string,
): { rows: T[]; hidden: number } {
  if (selection.keys.size === 0) return { rows: [], hidden: 0 };
  const rows = shown.filter((row) => selection.keys.has(keyOf(row)));
  let present = 0;
  for (const row of all) if (selection.keys.has(keyOf(row))) present++;
  return { rows, hidden: Math.max(0, present - rows.length) };
}
