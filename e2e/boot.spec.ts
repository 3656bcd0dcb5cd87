import type { Page, Route } from '@playwright/test';
import { DEMO_TEAM_IDS } from '../src/emulator/core/demoFixture';
import { expect, test } from './fixtures';
import { resetEmulator, signIn } from './helpers';

// The boot asks for a page's code all at once, the app's, the shell's and the page's, and sends the
// page's first API read while that code is still on its way.

const TEAM = DEMO_TEAM_IDS.production;

/** The scripts index.html loads or preloads itself: the boot and the app proper. */
async function documentScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/')).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The build's files for a module and its static imports (the build's manifest, deployed with it). */
async function filesOf(page: Page, module: string): Promise<string[]> {
  const manifest = (await (await page.request.get('/.vite/manifest.json')).json()) as Manifest;
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(module);
  expect(keys.size, `${module} in the manifest`).toBeGreaterThan(0);
  return [...keys].map((key) => `/${manifest[key]!.file}`);
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

for (const { path, module, heading, read } of [
  { path: 'vpcs', module: 'vpcs/VpcsPage', heading: 'VPCs', read: '/api/network/vpcs' },
  { path: 'ssh-keys', module: 'ssh-keys/SshKeysPage', heading: 'SSH keys', read: '/api/ssh_keys' },
  { path: 'vms', module: 'vms/VmsPage', heading: 'Virtual machines', read: '/api/vm' },
  { path: 'vms/new', module: 'vms/deploy/DeployVmPage', heading: 'Deploy a VM', read: '/api/instance_types' },
]) {
  test(`${path}: its read and all of its code are asked for while the app's code is still on its way`, async ({
    page,
  }) => {
    await signIn(page);
    // The page a sign-in lands on reads its own list: let it finish, so only the next load's reads are counted.
    await page.waitForLoadState('networkidle');
    const boot = await filesOf(page, 'index.html');
    const pageCode = [
      ...new Set([
        ...(await filesOf(page, 'src/app/boot/startApp.tsx')),
        ...(await filesOf(page, 'src/app/AppShell.tsx')),
        ...(await filesOf(page, `src/features/${module}.tsx`)),
      ]),
    ];
    // Every script but the boot's (the entry and its static imports) is held: nothing of React or the
    // app can run meanwhile.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      const url = new URL(route.request().url());
      if (!holding || boot.includes(url.pathname)) return route.fallback();
      held.push(route);
    });
    const requested: string[] = [];
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requested.push(url.pathname);
      if (url.pathname === read)
        reads.push(`${url.pathname} sent while the scripts were ${holding ? 'held' : 'let through'}`);
    });

    await page.goto(`/teams/${TEAM}/${path}`, { waitUntil: 'commit' });
    await expect.poll(() => pageCode.filter((file) => !requested.includes(file))).toEqual([]);
    await expect.poll(() => reads).toEqual([`${read} sent while the scripts were held`]);

    holding = false;
    for (const route of held.splice(0)) await route.fallback();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    // The page's read was the one sent at boot: no second request for it.
    expect(reads).toHaveLength(1);
  });
}

test('a signed-in list shows its rows, and the address bar keeps its address', async ({ page }) => {
  await signIn(page);
  await page.goto(`/teams/${TEAM}/vpcs?sort=name`);
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  expect(new URL(page.url()).search).toBe('?sort=name');
});

test('a signed-out visit paints the sign-in form first: a loading screen shown for a moment would be the first paint', async ({
  page,
}) => {
  // While a new tab asks the others for a session, the loading screen waits 400 ms before it shows.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const [firstContentful, largest] = await page.evaluate(
    () =>
      new Promise<[number, number]>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve([
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
            entries[entries.length - 1]?.startTime ?? Number.NaN,
          ]);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largest).toBeCloseTo(firstContentful, 0);
});

test("a signed-out visit asks for the app's code while the boot's is still on its way", async ({ page }) => {
  const [entry, ...preloaded] = await documentScripts(page);
  expect(preloaded.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The entry held: nothing of the boot has run yet.
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => preloaded.filter((file) => !requested.includes(file))).toEqual([]);
  release();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test("says the console could not start, and why, when the app's code does not arrive", async ({ page }) => {
  const appFile = (await filesOf(page, 'src/app/boot/startApp.tsx'))[0];
  await page.route(`**${appFile}`, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The console could not start' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Part of its code could not be loaded. Reload the page');
});

test('says the console could not start, and why, when config.json cannot be read', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The console could not start' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Its configuration could not be read');
});
