import { createBrowserRouter } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/session';
import type { SignInState } from './returnPath';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * On a 401 the API layer has already wiped the token and the cache; this sends the user to
 * sign in once, remembering where they were. On the sign-in page itself it does nothing: there
 * the failed check is shown on the form.
 */
export function connectUnauthorizedRedirect(router: AppRouter): void {
  setUnauthorizedHandler((returnPath) => {
    if (router.state.location.pathname === '/sign-in') return;
    const state: SignInState = { from: returnPath };
    void router.navigate('/sign-in', { replace: true, state });
  });
}
