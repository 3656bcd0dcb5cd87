import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { computeRowWindow, type RowWindow } from './rowWindow';

interface Options {
  rowHeight: number;
  /** Height above the first row inside the scroller (a sticky table header). */
  offsetTop: number;
  overscan?: number;
  /** Lists up to this size render whole: no spacers, and the browser's find-in-page sees every row. */
  threshold?: number;
  /**
   * False for the render that answers a change of the rows (a keystroke in the search): then only
   * the rows in view are rendered, without the overscan, however short the list, so the frame the
   * keystroke waits for draws what can be seen. DataTable renders the rest once that frame is painted.
   */
  settled?: boolean;
}

/** The rows of a long list worth rendering, following the scroll position and size of `scrollRef`. */
export function useRowWindow(count: number, scrollRef: RefObject<HTMLElement | null>, options: Options): RowWindow {
  const { rowHeight, offsetTop, overscan = 12, threshold = 150, settled = true } = options;
  const [viewport, setViewport] = useState({
    scrollTop: 0,
    height: typeof window === 'undefined' ? 800 : window.innerHeight,
  });
  // Followed for short lists too, which any new rows render windowed first.
  const tracking = count > 0;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || !tracking) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setViewport((current) =>
          current.scrollTop === element.scrollTop && current.height === element.clientHeight
            ? current
            : { scrollTop: element.scrollTop, height: element.clientHeight || current.height },
        ),
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [scrollRef, tracking]);

  // A shorter list (after a search) moves the browser's scroll position without a scroll event. Read
  // in the frame that draws the new rows, where the browser lays the page out anyway: read in an
  // effect, it forced that layout inside the task that committed them (a third of the task that
  // draws a list as its data arrives, profiled at 4x CPU). A moved position is drawn in that same frame.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !tracking) return;
    const frame = requestAnimationFrame(() => {
      const scrollTop = element.scrollTop;
      // Synchronous, so the rows at the new position are in the frame about to be drawn; an
      // unchanged position returns the same state and renders nothing.
      flushSync(() =>
        setViewport((current) => (current.scrollTop === scrollTop ? current : { ...current, scrollTop })),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [count, scrollRef, tracking]);

  if (settled && count <= threshold) return { start: 0, end: count };
  return computeRowWindow({
    count,
    scrollTop: viewport.scrollTop,
    viewportHeight: viewport.height,
    offsetTop,
    rowHeight,
    overscan: settled ? overscan : 0,
  });
}
