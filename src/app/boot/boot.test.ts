import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, activeRuntimeConfig, type RuntimeConfig } from '../../config/runtimeConfig';
import { boot, type BootWorld } from './boot';
import type { BootPage } from './bootPage';

const TEAM = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';
const CONFIG: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://api.example/v1' };

/** A promise settled from outside, as a download is. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The world the boot sees, recording what it asked for in order; config and app code arrive when a test says. */
function world(pathname: string, token: string | null) {
  const log: string[] = [];
  const config = pending<RuntimeConfig>();
  const app = pending<{ startApp: (config: RuntimeConfig) => void }>();
  const fake: BootWorld = {
    pathname,
    token,
    loadConfig: () => (log.push('config'), config.promise),
    loadApp: () => (log.push('app code'), app.promise),
    loadShell: () => (log.push('shell code'), new Promise(() => undefined)),
    loadPageCode: (page: BootPage) => (log.push(`${page.area.slug} code`), new Promise(() => undefined)),
    loadSignedOutCode: () => (log.push('session share code'), new Promise(() => undefined)),
    startReads: (baseUrl, paths, readToken) => log.push(`reads ${baseUrl} ${paths.join(' ')} with ${readToken}`),
    warmIntl: () => log.push('date format'),
    showStartError: (what, message) => log.push(`error ${what}: ${message}`),
  };
  const appArrives = () => app.resolve({ startApp: (started) => log.push(`app started with ${started.apiBaseUrl}`) });
  return { fake, log, config, app, appArrives };
}

/** Boots with the config arriving before the app's code, and answers what the boot asked for. */
async function bootInOrder(pathname: string, token: string | null): Promise<string[]> {
  const { fake, log, config, appArrives } = world(pathname, token);
  const booted = boot(fake);
  config.resolve(CONFIG);
  appArrives();
  await booted;
  return log;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the boot', () => {
  it("asks for a signed-in list's code all at once, sends its read with the config, before the code arrives", async () => {
    const { fake, log, config, appArrives } = world(`/teams/${TEAM}/vpcs`, 'tkn');
    const booted = boot(fake);
    // In the boot's own task: every download at once, nothing waiting for another.
    expect(log).toEqual(['config', 'app code', 'shell code', 'vpcs code']);
    config.resolve(CONFIG);
    await settle();
    expect(log.slice(4)).toEqual([`reads ${CONFIG.apiBaseUrl} /network/vpcs?team_id=${TEAM} with tkn`, 'date format']);
    expect(activeRuntimeConfig()).toEqual(CONFIG);
    appArrives();
    await booted;
    expect(log.at(-1)).toBe(`app started with ${CONFIG.apiBaseUrl}`);
  });

  it('starts the app only once the config is there too, when the code came first', async () => {
    const { fake, log, config, appArrives } = world(`/teams/${TEAM}/vms/new`, 'tkn');
    const booted = boot(fake);
    appArrives();
    await settle();
    expect(log).not.toContainEqual(expect.stringMatching(/^app started/));
    config.resolve(CONFIG);
    await booted;
    expect(log.slice(4)).toEqual([
      `reads ${CONFIG.apiBaseUrl} /instance_types /os_templates with tkn`,
      'date format',
      `app started with ${CONFIG.apiBaseUrl}`,
    ]);
  });

  it('asks a signed-out load for the app and the session share, and reads nothing', async () => {
    expect(await bootInOrder(`/teams/${TEAM}/vpcs`, null)).toEqual([
      'config',
      'app code',
      'session share code',
      `app started with ${CONFIG.apiBaseUrl}`,
    ]);
  });

  it('asks a signed-in address outside an area for the app alone, and sends no read', async () => {
    expect(await bootInOrder('/', 'tkn')).toEqual([
      'config',
      'app code',
      'date format',
      `app started with ${CONFIG.apiBaseUrl}`,
    ]);
  });

  it('says the console could not start when config.json cannot be read, and starts nothing', async () => {
    const { fake, log, config, appArrives } = world(`/teams/${TEAM}/vpcs`, 'tkn');
    const booted = boot(fake);
    config.reject(new Error('Could not load /config.json: HTTP 404.'));
    appArrives();
    await booted;
    expect(log.slice(4)).toEqual(['error config: Could not load /config.json: HTTP 404.']);
  });

  it("says so when the app's code does not arrive, after the page's reads went out", async () => {
    const { fake, log, config, app } = world(`/teams/${TEAM}/ssh-keys`, 'tkn');
    const booted = boot(fake);
    config.resolve(CONFIG);
    app.reject(new TypeError('Failed to fetch dynamically imported module'));
    await booted;
    expect(log.slice(4)).toEqual([
      `reads ${CONFIG.apiBaseUrl} /ssh_keys?team_id=${TEAM} with tkn`,
      'date format',
      'error code: Failed to fetch dynamically imported module',
    ]);
  });
});
