import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_TOKEN, gotoArea, resetEmulator, signIn, storedSecrets } from './helpers';

/** The shipped config.json with idle sign-out turned on, as an operator would edit it. */
async function withIdleSignOut(page: Page, minutes: number): Promise<void> {
  const shipped = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  await page.route(
    (url) => url.pathname === '/config.json',
    (route) => route.fulfill({ json: { ...shipped, idleSignOutMinutes: minutes } }),
  );
}

const signedOutNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'without activity' });

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

test('a tab left alone is signed out after the configured time, told why, and brought back after signing in', async ({
  page,
}) => {
  await withIdleSignOut(page, 0.1); // 6 seconds
  await signIn(page);
  await gotoArea(page, 'firewalls');
  const firewallsPage = page.url();

  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 20_000 });
  await expect(signedOutNotice(page)).toHaveText(
    'You were signed out after 6 seconds without activity. Sign in again to continue where you were.',
  );
  const stored = await storedSecrets(page);
  expect(stored.local + stored.session + stored.cookies).not.toContain(DEMO_TOKEN);

  await page.getByLabel('API token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(firewallsPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Firewalls' })).toBeVisible();
});

test('keys and pointer input keep the session; only time without input ends it', async ({ page }) => {
  await page.clock.install();
  await withIdleSignOut(page, 30);
  await gotoArea(page, 'ssh-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();

  // 50 minutes of use, with input every 20 minutes: still signed in.
  await page.clock.fastForward('20:00');
  await page.keyboard.press('Shift');
  await page.clock.fastForward('20:00');
  await page.mouse.move(200, 200);
  await page.clock.fastForward('20:00');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
  await expect(page).toHaveURL(/\/ssh-keys$/);

  // 30 minutes since the last input: signed out.
  await page.clock.fastForward('10:01');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(signedOutNotice(page)).toContainText('after 30 minutes without activity');
});

test('without the setting nobody is signed out for being idle', async ({ page }) => {
  await page.clock.install();
  await gotoArea(page, 'ssh-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
  await page.clock.fastForward('24:00:00');
  // A fresh read still goes out with the token and the page stays.
  await gotoArea(page, 'vpcs');
  await expect(page).toHaveURL(/\/vpcs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
});

test('input in another tab keeps this one signed in; idle in every tab signs out every tab', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await withIdleSignOut(page, 30);
  await gotoArea(page, 'ssh-keys');
  const other = await context.newPage();
  await withIdleSignOut(other, 30);
  await other.goto(page.url().replace(/ssh-keys$/, 'vpcs'));
  await expect(other.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();

  // An hour of work in the other tab only: the first one, left alone, stays signed in.
  for (let i = 0; i < 3; i += 1) {
    await page.clock.fastForward('20:00');
    await other.mouse.move(100 + i * 10, 200);
    await other.keyboard.press('Shift');
  }
  await page.clock.fastForward('20:00');
  await expect(page).toHaveURL(/\/ssh-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();

  // Then nobody anywhere for 30 minutes: both tabs are signed out, each told why.
  await page.clock.fastForward('10:01');
  await page.clock.runFor(1_000);
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/sign-in$/);
    await expect(signedOutNotice(tab)).toContainText('after 30 minutes without activity');
  }
});
