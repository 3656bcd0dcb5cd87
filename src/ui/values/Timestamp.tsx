import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useClock } from './clock';
import { cx } from '../cx';
import { formatRelative, formatTimestamp } from './formatTimestamp';

/**
 * A time as people read it, "5 minutes ago", kept current by the shared clock. The exact date-time in
 * the user's locale is its description (read by screen readers with it) and shows as a tooltip on
 * hover and on keyboard focus (the time is a tab stop for that); Escape hides it. The tooltip is a
 * popover, in the top layer, so no scrolling table or dialog clips it. It is hoverable (WCAG 1.4.13): the
 * pointer may cross the small gap onto it, to select or magnify its text, without it going away.
 */
/** Time for the pointer to cross from the time onto its tooltip. */
const HOVER_GRACE_MS = 150;

export function Timestamp({ value, className }: { value: string; className?: string }) {
  const now = useClock();
  const relative = formatRelative(value, now);
  const exact = formatTimestamp(value);
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLTimeElement>(null);
  const tooltip = useRef<HTMLSpanElement>(null);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stay = () => {
    clearTimeout(leaving.current);
    setOpen(true);
  };
  const leaveSoon = () => {
    clearTimeout(leaving.current);
    leaving.current = setTimeout(() => setOpen(false), HOVER_GRACE_MS);
  };
  useEffect(() => () => clearTimeout(leaving.current), []);

  useLayoutEffect(() => {
    const tip = tooltip.current;
    const time = anchor.current;
    if (!open || !tip || !time || typeof tip.showPopover !== 'function') return;
    const box = time.getBoundingClientRect();
    tip.style.left = `${Math.max(4, box.left)}px`;
    tip.style.top = `${box.bottom + 4}px`;
    tip.showPopover();
    return () => {
      if (tip.matches(':popover-open')) tip.hidePopover();
    };
  }, [open]);

  if (relative === null) return <span className={className}>{value}</span>;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Hides the tooltip only: a dialog around it stays open.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
  };

  return (
    <>
      {/* A tooltip's trigger: focus is how a keyboard user reads the exact time. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- shows and hides its tooltip */}
      <time
        ref={anchor}
        dateTime={value}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip trigger must be reachable by keyboard
        tabIndex={0}
        aria-describedby={tooltipId}
        onPointerEnter={stay}
        onPointerLeave={leaveSoon}
        onFocus={stay}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cx(
          'rounded-sm underline decoration-line-strong decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent',
          className,
        )}
      >
        {relative}
      </time>
      <span
        ref={tooltip}
        id={tooltipId}
        role="tooltip"
        popover="manual"
        onPointerEnter={stay}
        onPointerLeave={leaveSoon}
        className={cx(
          'fixed inset-auto m-0 rounded-md border border-line bg-surface-raised px-2 py-1 text-xs whitespace-nowrap text-fg shadow-lg',
          // Shown as a popover in browsers; hidden but still the time's description elsewhere.
          !open && 'hidden',
        )}
      >
        {exact}
      </span>
    </>
  );
}
