import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignedIn } from '../api/session';
import type { SignInState } from './returnPath';

/**
 * Signed-out users go to /sign-in; the page they wanted travels in router state (not the query
 * string) so it never shows up in a URL, the history list or a Referer header.
 */
export function RequireSignIn() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const state: SignInState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
