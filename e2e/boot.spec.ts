import type { Page, Route } from '@playwright/test';
import { DEMO_TEAM_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { resetEmulator, signIn } from './helpers';

// A signed-in address paints its page's heading from the first route, and the page's first
// API read goes out with its code, not after it.

const TEAM = DEMO_TEAM_IDS.production;

/** The scripts index.html loads itself: the first route. Any other script is a page's code. */
async function firstRouteScripts(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''));
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

for (const { path, heading, read } of [
  { path: 'vpcs', heading: 'VPCs', read: '/api/network/vpcs' },
  { path: 'ssh-keys', heading: 'SSH keys', read: '/api/ssh_keys' },
  { path: 'vms', heading: 'Virtual machines', read: '/api/vm' },
  { path: 'vms/new', heading: 'Deploy a VM', read: '/api/instance_types' },
]) {
  test(`${path}: the heading paints before the page's code arrives, its read goes out meanwhile, and nothing moves`, async ({
    page,
  }) => {
    await signIn(page);
    // The page a sign-in lands on reads its own list: let it finish, so only the next load's reads are counted.
    await page.waitForLoadState('networkidle');
    const firstRoute = await firstRouteScripts(page);
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      const url = new URL(route.request().url());
      if (!holding || firstRoute.has(url.pathname)) return route.fallback();
      held.push(route);
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === read)
        reads.push(`${url.pathname} sent while the page's scripts were ${holding ? 'held' : 'let through'}`);
    });

    // The largest paint a browser reports (LCP), as Lighthouse reads it.
    await page.addInitScript(() => {
      const paints: number[] = [];
      (window as unknown as { largestPaints: number[] }).largestPaints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const largestPaints = () => page.evaluate(() => (window as unknown as { largestPaints: number[] }).largestPaints);

    await page.goto(`/teams/${TEAM}/${path}`);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    expect(reads[0]).toMatch(/were held$/);
    await expectNoAxeViolations(page, `${path} before its code arrived`);
    await expect.poll(largestPaints).toHaveLength(1);
    const skeletonPaint = await largestPaints();
    // The heading and its description are in the first frame with any content (FCP), not a later one.
    const firstContentfulPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    expect(skeletonPaint[0]).toBeCloseTo(firstContentfulPaint ?? Number.NaN, 0);
    const before = await title.boundingBox();
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: false });
    });

    holding = false;
    for (const route of held.splice(0)) await route.fallback();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(title).toBeVisible();
    // Where it starts, it stays (its width may change: the page's buttons come beside it).
    const at = async () => {
      const box = await title.boundingBox();
      return box ? { x: box.x, y: box.y } : null;
    };
    await expect.poll(at).toEqual({ x: before?.x, y: before?.y });
    // The page's read was the one sent at boot: no second request for it.
    expect(reads).toHaveLength(1);
    // The page took the skeleton's place without a new largest paint: the skeleton's paint, before the
    // page's code arrived, stays the page's LCP.
    expect(await largestPaints()).toEqual(skeletonPaint);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts, 'layout shift once the page replaced its skeleton').toBeLessThan(0.05);
  });
}

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

/** The files public/early.js preloads on a signed-out load: the app proper, as the build listed them. */
async function signInModules(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/')).text();
  return /data-sign-in-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
}

test("a signed-out visit asks for the app's code while the boot's is still on its way", async ({ page }) => {
  const appFiles = await signInModules(page);
  expect(appFiles.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The boot's libraries (React) held: nothing of the boot has run yet.
  await page.route(/\/assets\/vendor-[^/]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => appFiles.filter((file) => !requested.includes(file))).toEqual([]);
  release();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test("says the console could not start, and why, when the app's code does not arrive", async ({ page }) => {
  const [appFile] = await signInModules(page);
  await page.route(`**${appFile}`, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The console could not start' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Part of its code could not be loaded. Reload the page');
});
