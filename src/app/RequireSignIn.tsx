import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionEndReason, useAskingOtherTabs, useSignedIn } from '../api/session/session';
import { LoadingScreen } from './LoadingScreen';
import type { SignInState } from './returnPath';

/**
 * Signed-out users go to /sign-in; the page they wanted travels in router state (not the query
 * string) so it never shows up in a URL, the history list or a Referer header.
 *
 * This is the one place that redirects when a session ends by itself (a token the API refuses, idle
 * time, or a sign-out in another tab): whichever ends it, the signed-in pages unmount and the user is
 * sent once, told why, and brought back afterwards. A deliberate sign-out carries no return path (in
 * this tab or another), so whoever signs in next starts afresh.
 *
 * A tab that opens without a token first asks the console's other tabs for theirs (sessionShare.ts):
 * until they answer it shows the loading screen, so a link opened in a new tab lands on its page.
 */
export function RequireSignIn() {
  const signedIn = useSignedIn();
  const asking = useAskingOtherTabs();
  const location = useLocation();

  if (!signedIn && asking) return <LoadingScreen />;
  if (!signedIn) {
    const reason = sessionEndReason();
    const from = `${location.pathname}${location.search}${location.hash}`;
    let state: SignInState;
    if (reason === 'signed-out') state = {};
    else if (reason === 'signed-out-elsewhere') state = { reason };
    else state = { from, ...(reason ? { reason } : {}) };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
