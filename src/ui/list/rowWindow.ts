/**
 * Windowing for long tables: only the rows in view (plus a margin) are rendered, the rest is
 * stood in for by empty rows of the same total height, so a list of 10,000 scrolls like one of 50.
 * Pure arithmetic, kept apart from the hook so it can be tested without a browser.
 */
export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
}

export interface RowWindowInput {
  count: number;
  scrollTop: number;
  viewportHeight: number;
  /** Height of whatever sits above the first row inside the scroller (the table header). */
  offsetTop: number;
  rowHeight: number;
  /** Extra rows rendered above and below the visible ones, so fast scrolling shows no gaps. */
  overscan: number;
}

export function computeRowWindow({
  count,
  scrollTop,
  viewportHeight,
  offsetTop,
  rowHeight,
  overscan,
}: RowWindowInput): RowWindow {
  if (count === 0) return { start: 0, end: 0 };
  const visibleCount = Math.ceil(Math.max(viewportHeight, rowHeight) / rowHeight) + 1;
  // Clamped so a scroll position beyond the list (left over from a longer one) still shows its end.
  const firstVisible = Math.min(
    Math.floor(Math.max(0, scrollTop - offsetTop) / rowHeight),
    Math.max(0, count - visibleCount),
  );
  const start = Math.min(Math.max(0, firstVisible - overscan), Math.max(0, count - 1));
  const end = Math.min(count, firstVisible + visibleCount + overscan);
  return { start, end: Math.max(start, end) };
}
