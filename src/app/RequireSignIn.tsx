import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionEndReason, signOut, useSignedIn } from '../api/session';
import { activeRuntimeConfig } from '../config/runtimeConfig';
import type { SignInState } from './returnPath';
import { useIdleSignOut } from './useIdleSignOut';

/**
 * Signed-out users go to /sign-in; the page they wanted travels in router state (not the query
 * string) so it never shows up in a URL, the history list or a Referer header.
 *
 * This is the one place that redirects when a session ends by itself (a token the API refuses, or
 * idle time): whichever ends it, the signed-in pages unmount and the user is sent once, told why, and
 * brought back afterwards. A deliberate sign-out carries no return path, so whoever signs in next
 * starts afresh.
 */
export function RequireSignIn() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const queryClient = useQueryClient();
  useIdleSignOut(signedIn ? activeRuntimeConfig().idleSignOutMinutes : 0, () => {
    signOut('idle');
    queryClient.clear();
  });

  if (!signedIn) {
    const reason = sessionEndReason();
    const state: SignInState =
      reason === 'signed-out'
        ? {}
        : { from: `${location.pathname}${location.search}${location.hash}`, ...(reason ? { reason } : {}) };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
