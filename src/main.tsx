import { createRoot } from 'react-dom/client';
import { startEarlyReads } from './api/earlyReads';
import { getToken } from './api/session';
import { bootPageOf, firstReadsOf, type BootPage } from './app/bootPage';
import { removeBootSkeleton, showBootSkeleton } from './app/bootSkeleton';
import { StartErrorScreen } from './app/StartErrorScreen';
import { applyTheme, watchSystemTheme } from './app/theme';
import { loadRuntimeConfig, setActiveRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
import { afterNextPaint, nextTask } from './lib/scheduling';
import './index.css';

// Theme first, before anything renders, so the page never flashes the wrong colours.
applyTheme();
watchSystemTheme();

const root = createRoot(document.getElementById('root')!);

/**
 * The boot: what a load runs before the app's own code (app/startApp.tsx), which is a chunk of its
 * own. A signed-in address paints its page's frame and heading from here, with React alone; the
 * router, the query cache and the typed client download after that paint, alongside the page's
 * first reads, and the shell's and the page's code once they have run. A signed-out load has that
 * chunk already on its way (public/early.js preloads it), so the sign-in page waits for nothing more.
 */
async function start(): Promise<void> {
  const token = getToken();
  const bootPage = token === null ? null : bootPageOf(window.location.pathname);
  // Once the skeleton is on screen (at once without one), the app's code is asked for, then the
  // shell's and the page's, and the page's first reads are sent.
  let painted: Promise<void> = Promise.resolve();
  if (bootPage) {
    // Drawn in a task after the modules' evaluation: together they were one task of 27 ms (on a
    // phone, 110 ms of blocking).
    await nextTask();
    const drawn = showBootSkeleton(bootPage);
    // Two frames: the first is drawn, the second begins once the first is on screen (its presentation,
    // which LCP times, comes after the main thread's frame). Only then do the downloads start: they
    // never compete with that paint.
    painted = drawn.then(() => new Promise((resolve) => afterNextPaint(() => afterNextPaint(resolve))));
  }
  const app = painted.then(() => import('./app/startApp'));
  // Its failure is reported below, once the config is known; until then it must not count as unhandled.
  app.catch(() => undefined);
  // The shell's and the page's code once the app's has arrived and run, one import a task (each adds
  // its chunks' preload links to the page, 5–10 ms apiece), and before the app starts: its router
  // asks for them too, and would add those links in the task of its first navigation. The browser
  // runs a module graph once all of it has arrived, and the app's chunk is in the shell's and the
  // page's graphs: asked for together, the three ran in one task of 30–50 ms.
  const codeAsked = bootPage
    ? app.then(
        () => askForPageCode(bootPage),
        () => undefined,
      )
    : Promise.resolve();

  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
    setActiveRuntimeConfig(config);
  } catch (error) {
    showStartError('config', error);
    return;
  }
  // The page's first reads go out while its code downloads, not after it (bootPage.ts, earlyReads.ts),
  // in a task of their own once the skeleton is on screen.
  if (bootPage && token !== null) {
    await painted;
    await nextTask();
    startEarlyReads(config.apiBaseUrl, firstReadsOf(bootPage), token);
    await nextTask();
  }
  await codeAsked;
  try {
    const { startApp } = await app;
    await startApp(root, config);
  } catch (error) {
    showStartError('code', error);
  }
}

/** The shell's and the page's code, each import in a task of its own. */
async function askForPageCode(page: BootPage): Promise<void> {
  await nextTask();
  void import('./app/AppShell').catch(() => undefined);
  await nextTask();
  void page.area.pages().catch(() => undefined);
  await nextTask();
}

function showStartError(what: 'config' | 'code', error: unknown): void {
  removeBootSkeleton();
  root.render(<StartErrorScreen what={what} message={error instanceof Error ? error.message : String(error)} />);
}

void start();
