import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The navigation state that asks the next page to put the focus on its heading: after an action that
 * leaves the page (a deploy opens the new VM's page), the focus would otherwise stay on nothing.
 */
export const FOCUS_HEADING = { focusHeading: true } as const;

const asksForHeading = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'focusHeading' in state && state.focusHeading === true;

// One focus per visit: a page drawn again (after a reload of its data) leaves the focus where the user put it.
const focused = new Set<string>();

/** Puts the focus on the page's h1 once the page is drawn, when the navigation asked for it. */
export function useFocusHeadingOnArrival(): void {
  const { key, state } = useLocation();
  const wanted = asksForHeading(state) && !focused.has(key);
  useEffect(() => {
    if (!wanted) return;
    const heading = document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector('h1');
    if (!heading) return;
    focused.add(key);
    // A heading is not a control: focusable from script only, and not a stop for Tab.
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [wanted, key]);
}
