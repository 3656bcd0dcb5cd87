import type { ReactNode } from 'react';
import { Button } from '../controls/Button';
import { TrashIcon } from '../icons';
import { plural, type Noun } from './countText';

/**
 * The line above a selectable table: how many rows are selected and what can be done to them. Always
 * there, one line tall, so selecting the first row moves nothing under the pointer; with nothing
 * selected it says what the checkboxes are for.
 */
export function SelectionBar({
  count,
  hidden,
  noun,
  onClear,
  children,
}: {
  /** Selected rows shown: what an action takes. */
  count: number;
  /** Selected rows the search or filters hide: kept selected, left out of actions. */
  hidden: number;
  noun: Noun;
  onClear: () => void;
  /** The list's bulk actions (small buttons), shown while rows are selected. */
  children: ReactNode;
}) {
  const any = count + hidden > 0;
  return (
    <div className="flex h-8 min-w-0 items-center gap-2 overflow-x-auto text-[13px]">
      <p role="status" className="min-w-0 shrink truncate text-fg-muted tabular-nums">
        {any ? (
          <>
            <span className="font-medium text-fg">
              {count} {plural(count, noun)} selected
            </span>
            {hidden > 0 ? `, ${hidden} more hidden by the search or filters (left out)` : null}
          </>
        ) : (
          `Select ${noun.other} to act on several at once.`
        )}
      </p>
      {any ? (
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {count > 0 ? children : null}
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The selection bar's delete: "Delete selected", red, with a bin. */
export function DeleteSelectedButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="danger" icon={<TrashIcon className="size-3.5" />} onClick={onClick}>
      Delete selected
    </Button>
  );
}
