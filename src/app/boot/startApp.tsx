import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApi } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import * as session from '../../api/session';
import { startSessionShare } from '../../api/sessionShare';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { App } from '../App';
import { routes } from '../routes';

/**
 * The app proper: the typed client, the router and the providers, rendered into the page's root. The
 * boot (boot.ts) starts it once its code and config.json are there; the page's shell and route were
 * asked for with it, and its first reads are on their way.
 */
export function startApp(container: HTMLElement, config: RuntimeConfig): void {
  configureApi({ baseUrl: config.apiBaseUrl });
  // A tab without a token asks the console's other tabs for theirs; the signed-in routes show the
  // loading screen until they answer (or cannot).
  void startSessionShare({ apiBaseUrl: config.apiBaseUrl, session, clearCache: () => queryClient.clear() });
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
