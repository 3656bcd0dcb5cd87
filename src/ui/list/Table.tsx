import {
  useCallback,
  useId,
  useLayoutEffect,
  useState,
  type ReactNode,
  type Ref,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cx } from '../cx';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from '../icons';

/**
 * The scroll container of a table. It is the element that scrolls (both ways), so the sticky
 * header sticks to it; give it a bounded height through its parent (flex-1 min-h-0). When the table
 * is wider than it, a shade at the edge it scrolls towards shows there is more, and the region's
 * description says it scrolls sideways.
 */
export function TableContainer({
  children,
  className,
  label,
  ref,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const more = useSidewaysMore(element);
  const hintId = useId();
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      setElement(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    // A scrollable region must be reachable by keyboard to be scrolled; it is named after its table.
    <div
      ref={setRefs}
      role="region"
      aria-label={label}
      aria-describedby={more.start || more.end ? hintId : undefined}
      data-more-left={more.start || undefined}
      data-more-right={more.end || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cx(
        'relative overflow-auto rounded-lg border border-line bg-surface-raised',
        SIDEWAYS_SHADE[`${more.start ? 'start' : ''}${more.end ? 'end' : ''}`],
        className,
      )}
    >
      {children}
      {more.start || more.end ? (
        <span id={hintId} hidden>
          Scrolls sideways: {more.end ? 'more to the right' : 'more to the left'}.
        </span>
      ) : null}
    </div>
  );
}

/** An inset shade at the edge(s) with more of the table beyond, in the theme's text colour (whole class names: Tailwind reads them here). */
const SIDEWAYS_SHADE: Record<string, string> = {
  start: 'shadow-[inset_18px_0_14px_-14px_color-mix(in_oklch,var(--c-fg)_45%,transparent)]',
  end: 'shadow-[inset_-18px_0_14px_-14px_color-mix(in_oklch,var(--c-fg)_45%,transparent)]',
  startend:
    'shadow-[inset_18px_0_14px_-14px_color-mix(in_oklch,var(--c-fg)_45%,transparent),inset_-18px_0_14px_-14px_color-mix(in_oklch,var(--c-fg)_45%,transparent)]',
};

/** Whether a scroller has more content to its left and to its right, kept current on scroll and resize. */
function useSidewaysMore(element: HTMLElement | null): { start: boolean; end: boolean } {
  const [more, setMore] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((last) => (last.start === start && last.end === end ? last : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element]);
  return more;
}

export function Table({
  children,
  className,
  busy,
  label,
  rowCount,
}: {
  children: ReactNode;
  className?: string;
  busy?: boolean;
  label?: string;
  /** All rows including the header, when only some are rendered (windowing). */
  rowCount?: number;
}) {
  return (
    <table
      aria-busy={busy || undefined}
      aria-label={label}
      aria-rowcount={rowCount}
      className={cx('w-full border-separate border-spacing-0 text-left text-[13px]', className)}
    >
      {children}
    </table>
  );
}

export type SortDirection = 'asc' | 'desc';

export interface ThProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'onClick'> {
  /** The direction when this column is the sort column, otherwise undefined. */
  sorted?: SortDirection;
  /** Makes the header a button that sorts by this column. */
  onSort?: () => void;
  align?: 'left' | 'right';
}

const thBase =
  'sticky top-0 z-10 h-9 border-b border-line bg-surface-sunken px-3 text-xs font-medium whitespace-nowrap text-fg-muted';

export function Th({ sorted, onSort, align = 'left', className, children, ...rest }: ThProps) {
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
  const Arrow = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={onSort ? ariaSort : undefined}
      className={cx(thBase, align === 'right' && 'text-right', className)}
      {...rest}
    >
      {onSort ? (
        <button
          type="button"
          onClick={onSort}
          className={cx(
            'group -mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-surface-hover hover:text-fg',
            sorted && 'text-fg',
          )}
        >
          {children}
          <Arrow
            className={cx(
              'size-3',
              sorted ? 'text-fg' : 'text-fg-subtle opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100',
            )}
          />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export function Tr({ children, className, rowIndex }: { children: ReactNode; className?: string; rowIndex?: number }) {
  return (
    <tr aria-rowindex={rowIndex} className={cx('group/row hover:bg-surface-hover', className)}>
      {children}
    </tr>
  );
}

export function Td({
  className,
  align = 'left',
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & { align?: 'left' | 'right' }) {
  return (
    <td
      className={cx(
        'h-10 border-b border-line px-3 align-middle text-fg group-last/row:border-b-0',
        align === 'right' && 'text-right',
        className,
      )}
      {...rest}
    />
  );
}
