import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureApi } from '../api/client';
import { queryClient } from '../api/queryClient';
import * as session from '../api/session';
import { startSessionShare } from '../api/sessionShare';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { afterNextPaint, nextTask } from '../lib/scheduling';
import { warmIntl } from '../ui/intl';
import { App } from './App';
import { createAppRouter } from './router';

/**
 * The app proper: the typed client, the router and the providers, rendered into the boot's root.
 * A chunk of its own, loaded after a signed-in page's skeleton is on screen (main.tsx): the router
 * and the query cache are a third of the console's libraries, and nothing in that first paint uses them.
 */
export async function startApp(root: Root, config: RuntimeConfig): Promise<void> {
  // Each step in a task of its own: after the modules' evaluation, they were one task of 10–25 ms.
  await nextTask();
  configureApi({ baseUrl: config.apiBaseUrl });
  // A tab without a token asks the console's other tabs for theirs; the signed-in routes show the
  // loading screen until they answer (or cannot), while the router loads the page's code.
  const signedIn = startSessionShare({
    apiBaseUrl: config.apiBaseUrl,
    session,
    clearCache: () => queryClient.clear(),
  });
  await nextTask();
  const router = await createAppRouter();
  // A signed-in page is about to show dates: its format is built after the first frame (cheap by
  // now: public/early.js loaded the locale's data while the code downloaded).
  void signedIn.then((yes) => {
    if (yes) afterNextPaint(warmIntl);
  });
  // The app's first render is a transition: React renders it in slices with the main thread free
  // between them, where a plain render is one task (the shell, its providers and the router's match).
  await nextTask();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
