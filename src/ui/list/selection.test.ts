import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  allShownState,
  keepOnly,
  selectedRows,
  toggleAllShown,
  toggleRange,
  toggleRow,
  unselect,
  type Selection,
} from './selection';

const ORDER = ['a', 'b', 'c', 'd', 'e'];
const keys = (selection: Selection) => [...selection.keys].sort();

describe('selection', () => {
  it('a toggle selects and unselects one row and makes it the anchor', () => {
    const one = toggleRow(NO_SELECTION, 'b');
    expect(keys(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(keys(toggleRow(one, 'b'))).toEqual([]);
  });

  it('a Shift toggle selects from the anchor to the row, either way, in the order shown', () => {
    const anchored = toggleRow(NO_SELECTION, 'b');
    expect(keys(toggleRange(anchored, 'd', ORDER))).toEqual(['b', 'c', 'd']);
    expect(keys(toggleRange(toggleRow(NO_SELECTION, 'd'), 'a', ORDER))).toEqual(['a', 'b', 'c', 'd']);
    // A second range from the same anchor redraws it.
    const ranged = toggleRange(anchored, 'e', ORDER);
    expect(ranged.anchor).toBe('b');
  });

  it('a Shift toggle on a selected row unselects the range', () => {
    const all = toggleAllShown(NO_SELECTION, ORDER);
    const anchored = toggleRow(all, 'b'); // b unselected, anchor b
    expect(keys(toggleRange(anchored, 'd', ORDER))).toEqual(
      ['a', 'b', 'c', 'd', 'e'].filter((k) => !'bcd'.includes(k)),
    );
  });

  it('without an anchor in view a Shift toggle is a plain toggle', () => {
    expect(keys(toggleRange(NO_SELECTION, 'c', ORDER))).toEqual(['c']);
    const hidden = toggleRow(NO_SELECTION, 'z');
    expect(keys(toggleRange(hidden, 'c', ORDER))).toEqual(['c', 'z']);
  });

  it('the header selects every row shown, then none of them; it is mixed in between', () => {
    expect(allShownState(NO_SELECTION, ORDER)).toBe('none');
    const some = toggleRow(NO_SELECTION, 'a');
    expect(allShownState(some, ORDER)).toBe('some');
    const all = toggleAllShown(some, ORDER);
    expect(allShownState(all, ORDER)).toBe('all');
    expect(keys(toggleAllShown(all, ORDER))).toEqual([]);
    // Rows the search hides keep their selection when the shown ones are unselected.
    const withHidden = toggleAllShown(toggleRow(NO_SELECTION, 'z'), ORDER);
    expect(keys(toggleAllShown(withHidden, ORDER))).toEqual(['z']);
  });

  it('selects all of 10,000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `row-${index}`);
    const started = performance.now();
    const all = toggleAllShown(NO_SELECTION, many);
    expect(allShownState(all, many)).toBe('all');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('an action takes the selected rows shown, in their order, and counts the hidden ones apart; gone rows count nowhere', () => {
    const selection = toggleRow(toggleRow(toggleRow(toggleRow(NO_SELECTION, 'd'), 'b'), 'e'), 'gone');
    const shown = ['a', 'b', 'd'];
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(selectedRows(selection, shown, all, (row) => row)).toEqual({ rows: ['b', 'd'], hidden: 1 });
  });

  it('after a batch the done rows leave and only the failures stay', () => {
    const all = toggleAllShown(NO_SELECTION, ORDER);
    expect(keys(unselect(all, ['a', 'c']))).toEqual(['b', 'd', 'e']);
    expect(keys(keepOnly(all, ['c', 'x']))).toEqual(['c']);
  });
});
