import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, startReadsEarly } from './api/client';
import { App } from './app/App';
import { bootPageOf, firstReadsOf } from './app/bootPage';
import { removeBootSkeleton, showBootSkeleton } from './app/bootSkeleton';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { createAppRouter } from './app/router';
import { applyTheme, watchSystemTheme } from './app/theme';
import * as session from './api/session';
import { queryClient } from './api/queryClient';
import { startSessionShare } from './api/sessionShare';
import { activeRuntimeConfig, loadRuntimeConfig, setActiveRuntimeConfig } from './config/runtimeConfig';
import { afterNextPaint, nextTask } from './ui/afterNextPaint';
import { warmIntl } from './ui/intl';
import './index.css';

// Theme first, before anything renders, so the page never flashes the wrong colours.
applyTheme();
watchSystemTheme();

const root = createRoot(document.getElementById('root')!);

async function start(): Promise<void> {
  // A signed-in address paints its page's frame and heading now, and starts its shell's and page's code
  // at once; the router would only ask for them after config.json.
  // Only once that frame is drawn: the paint comes first, and the downloads never compete with it.
  const bootPage = session.getToken() === null ? null : bootPageOf(window.location.pathname);
  let painted: Promise<void> = Promise.resolve();
  if (bootPage) {
    showBootSkeleton(bootPage);
    // Two frames: the first is drawn, the second begins once the first is on screen (its presentation,
    // which LCP times, comes after the main thread's frame).
    painted = new Promise((resolve) => afterNextPaint(() => afterNextPaint(resolve)));
    void painted.then(() => {
      void import('./app/AppShell').catch(() => undefined);
      void bootPage.area.pages().catch(() => undefined);
    });
  }
  try {
    const config = await loadRuntimeConfig();
    setActiveRuntimeConfig(config);
    configureApi({ baseUrl: config.apiBaseUrl });
  } catch (error) {
    removeBootSkeleton();
    root.render(<ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  await painted;
  // The page's first reads go out with its code, not after it (bootPage.ts, earlyReads.ts). Each step
  // of the boot is a task of its own (the code's preload, the reads, the app's set-up): together they
  // were one task of 40–70 ms, a long one on any phone.
  if (bootPage) {
    await nextTask();
    startReadsEarly(firstReadsOf(bootPage));
    await nextTask();
  }
  // A tab without a token asks the console's other tabs for theirs; the signed-in routes show the
  // loading screen until they answer (or cannot), while the router loads the page's code.
  const signedIn = startSessionShare({
    apiBaseUrl: activeRuntimeConfig().apiBaseUrl,
    session,
    clearCache: () => queryClient.clear(),
  });
  const router = createAppRouter();
  // A signed-in page is about to show dates: its format is built after the first frame (cheap by
  // now: public/warm-intl.js loaded the locale's data while the code downloaded).
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

void start();
