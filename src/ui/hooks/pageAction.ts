import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What another part of the console can open a page to do: the palette's "Add SSH key" opens the SSH
 * keys page with `pageActionState('create')`. Each page says which it offers by calling usePageAction.
 */
export type PageAction = 'create';

/** The navigation state that asks the next page to do `action` (history state, never the URL). */
export function pageActionState(action: PageAction): { action: PageAction } {
  return { action };
}

function pageActionOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'action' in state ? state.action : undefined;
}

/**
 * Does `action` when the page was opened to do it: once the page is `ready` (can tell whether it
 * offers it, e.g. its list has loaded) it calls `run`, or does nothing when `run` is null (the server
 * does not offer it, a limit is reached). Either way the request leaves the history entry, so Back,
 * Forward and a reload do not repeat it, and a page the person went on to never sees it.
 */
export function usePageAction(action: PageAction, run: (() => void) | null, ready = true): void {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = pageActionOf(location.state) === action;
  // One run per arrival, also when StrictMode runs the effect twice before the state is gone.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || !ready || handled.current === location.key) return;
    handled.current = location.key;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
    run?.();
  });
}
