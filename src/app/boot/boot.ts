import { startEarlyReads } from '../../api/http/earlyReads';
import { SESSION_STORAGE_KEY } from '../../api/session/sessionKey';
import { loadRuntimeConfig, setActiveRuntimeConfig, type RuntimeConfig } from '../../config/runtimeConfig';
import { warmIntl } from '../../ui/values/intl';
import { bootPageOf, firstReadsOf, pageLoaderOf, type BootPage } from './bootPage';
import { showStartError } from './startError';

/** What the boot does with the world, apart so it can be tested without a browser. */
export interface BootWorld {
  pathname: string;
  /** The tab's stored token; null signed out. */
  token: string | null;
  /** config.json, which index.html preloads. */
  loadConfig: () => Promise<RuntimeConfig>;
  /** The app proper (startApp.tsx), whose files index.html preloads. */
  loadApp: () => Promise<{ startApp: (config: RuntimeConfig) => void }>;
  /** The signed-in shell's code (AppShell.tsx). */
  loadShell: () => Promise<unknown>;
  /** The page's own code (its module in its area's route.ts). */
  loadPageCode: (page: BootPage) => Promise<unknown>;
  /** What a signed-out tab needs beside the app: the sign-in page, and the session share, which asks the other tabs for a session. */
  loadSignedOutCode: () => Promise<unknown>;
  startReads: (baseUrl: string, paths: readonly string[], token: string) => void;
  /** Builds the date format a signed-in page shows (src/ui/values/intl.ts): the locale's data loads while the code downloads. */
  warmIntl: () => void;
  showStartError: (what: 'config' | 'code', message: string) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const ignore = () => undefined;

/**
 * The console's first code, with neither React nor anything of the app, so it runs as soon as its own
 * small file has arrived. In that task it asks for all a page needs at once: the app's code, and for
 * a signed-in address of an area the shell's and the page's (each import adds its files' preload
 * links), and config.json; with the config, the page's first reads go out (bootPage.ts), while the
 * code still downloads. The app starts once its code and the config are there.
 */
export async function boot(world: BootWorld): Promise<void> {
  const { token } = world;
  const page = token === null ? null : bootPageOf(world.pathname);
  const config = world.loadConfig();
  const app = world.loadApp();
  // Each failure is reported below, in order; until then neither may count as unhandled.
  config.catch(ignore);
  app.catch(ignore);
  if (page) {
    world.loadShell().catch(ignore);
    world.loadPageCode(page).catch(ignore);
  }
  if (token === null) world.loadSignedOutCode().catch(ignore);

  let loaded: RuntimeConfig;
  try {
    loaded = await config;
  } catch (error) {
    world.showStartError('config', messageOf(error));
    return;
  }
  setActiveRuntimeConfig(loaded);
  if (token !== null) {
    if (page) world.startReads(loaded.apiBaseUrl, firstReadsOf(page), token);
    world.warmIntl();
  }
  let startApp: (config: RuntimeConfig) => void;
  try {
    ({ startApp } = await app);
  } catch (error) {
    world.showStartError('code', messageOf(error));
    return;
  }
  startApp(loaded);
}

/** The stored token, as session.ts reads it; null without storage. */
function storedToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Boots the page: the app renders into `container`. */
export function startBoot(container: HTMLElement): Promise<void> {
  return boot({
    pathname: window.location.pathname,
    token: storedToken(),
    loadConfig: () => loadRuntimeConfig(),
    loadApp: () =>
      import('./startApp').then(({ startApp }) => ({
        startApp: (config: RuntimeConfig) => startApp(container, config),
      })),
    loadShell: () => import('../AppShell'),
    loadPageCode: (page) => pageLoaderOf(page)?.() ?? Promise.resolve(),
    loadSignedOutCode: () => Promise.all([import('../../api/session/sessionShare'), import('../SignInPage')]),
    startReads: startEarlyReads,
    warmIntl,
    showStartError: (what, message) => showStartError(container, what, message),
  });
}
