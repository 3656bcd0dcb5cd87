import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type createBrowserRouter,
} from 'react-router-dom';
import { nextTask } from '../lib/scheduling';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router createBrowserRouter makes, made one step a task: the history (which rewrites the
 * entry's state), the route table (every path compiled and ranked), then the first navigation (the
 * page's match, which imports its code). In one call they were one task of 25–60 ms in Lighthouse's
 * traces, the longest of a signed-in load after its first paint.
 */
export async function createAppRouter(): Promise<AppRouter> {
  const history = createBrowserHistory();
  await nextTask();
  const router = createRouter({ history, routes, mapRouteProperties, hydrationRouteProperties });
  await nextTask();
  return router.initialize();
}
