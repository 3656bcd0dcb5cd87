import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApi } from '../../api/http/client';
import { queryClient } from '../../api/cache/queryClient';
import { getToken } from '../../api/session/session';
import { startSessionShareLazily } from '../../api/session/sessionShareLoader';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { afterFirstData } from '../afterFirstData';
import { App } from '../App';
import { routes } from '../routes';

/**
 * The app proper: the typed client, the router and the providers, rendered into the page's root. The
 * boot (boot.ts) starts it once its code and config.json are there; the page's shell and route were
 * asked for with it, and its first reads are on their way.
 */
export function startApp(container: HTMLElement, config: RuntimeConfig): void {
  configureApi({ baseUrl: config.apiBaseUrl });
  // A tab without a token asks the console's other tabs for theirs at once (the signed-in routes wait
  // for their answer); a signed-in tab joins them once its page has its data.
  const share = { apiBaseUrl: config.apiBaseUrl, clearCache: () => queryClient.clear() };
  if (getToken() === null) void startSessionShareLazily(share);
  else void afterFirstData().then(() => startSessionShareLazily(share));
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
