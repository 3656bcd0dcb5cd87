import { Navigate, type RouteObject } from 'react-router-dom';
import { AREAS, DEFAULT_AREA } from './areas';
import { HomeRedirect } from './HomeRedirect';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundPage } from './NotFoundPage';
import { RequireSignIn } from './RequireSignIn';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The route tree. The signed-in shell and every page are lazy route modules; each area lists its own
 * pages (src/features/<slug>/route.ts, e.g. /teams/:teamId/vms/:vmId/console) without touching this file.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage standalone />,
    // While the first page's code loads (the boot asked for it with the app's, so rarely for long).
    HydrateFallback: LoadingScreen,
    children: [
      // Its own chunk: a signed-in load does not carry it; a signed-out one asks for it from the boot.
      { path: 'sign-in', lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }) },
      {
        element: <RequireSignIn />,
        children: [
          { index: true, element: <HomeRedirect /> },
          {
            path: 'teams/:teamId',
            // The shell (top bar, team switcher, menus, sidebar) is a route module too: the router
            // loads it alongside the area's own module, so a signed-in load waits for nothing more,
            // and the sign-in page, the first thing most visits show, does not carry it.
            lazy: async () => ({ Component: (await import('./AppShell')).AppShell }),
            children: [
              {
                // Inside the shell, a failing page leaves the top bar and sidebar working.
                errorElement: <RouteErrorPage />,
                children: [
                  { index: true, element: <Navigate to={DEFAULT_AREA} replace /> },
                  ...AREAS.map((area): RouteObject => ({
                    path: area.slug,
                    children: [
                      ...Object.entries(area.pages).map(([path, load]): RouteObject => ({
                        ...(path === '' ? { index: true } : { path }),
                        lazy: async () => ({ Component: await load() }),
                      })),
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  })),
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage standalone /> },
    ],
  },
];
