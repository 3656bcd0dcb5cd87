import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { TableSelection } from './useRowSelection';

/** Width class of the checkbox column. */
export const SELECT_WIDTH = 'w-10';

const BOX = 'size-4 cursor-pointer rounded border-line-strong align-middle accent-accent';

/**
 * A row's checkbox, "Select web-1". Space or a click toggles it; with Shift (click or Space) it
 * selects, or unselects, every row from the last one toggled. A Shift click would also extend the
 * page's text selection: its mousedown is kept from doing that.
 */
export function RowCheckbox({
  rowKey,
  name,
  checked,
  onToggle,
}: {
  rowKey: string;
  name: string;
  checked: boolean;
  onToggle: TableSelection<unknown>['onToggle'];
}) {
  // A keyboard Space activates the box on key up, in a click whose modifiers browsers do not all fill in.
  const shiftSpace = useRef(false);
  return (
    <input
      type="checkbox"
      aria-label={`Select ${name}`}
      checked={checked}
      onChange={() => undefined}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === ' ') shiftSpace.current = event.shiftKey;
      }}
      onMouseDown={(event: MouseEvent) => {
        if (event.shiftKey) event.preventDefault();
      }}
      onClick={(event: MouseEvent) => {
        const range = event.shiftKey || shiftSpace.current;
        shiftSpace.current = false;
        onToggle(rowKey, range);
      }}
      className={BOX}
    />
  );
}

/** The header's checkbox, "Select all 12 shown": mixed while only some of the rows shown are selected. */
export function SelectAllCheckbox({ selection, shown }: { selection: TableSelection<never>; shown: number }) {
  const ref = useRef<HTMLInputElement>(null);
  const mixed = selection.allShown === 'some';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={`Select all ${shown} shown`}
      aria-checked={mixed ? 'mixed' : undefined}
      checked={selection.allShown === 'all'}
      disabled={shown === 0}
      onChange={selection.onToggleAllShown}
      className={BOX}
    />
  );
}
