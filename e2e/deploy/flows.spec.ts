import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_TOKEN, gotoArea, resetEmulator, signIn, signInWithForm } from '../helpers';
import { NEW_KEY } from '../keys';
import { expectConnectedScreen, openConsole, WEB1 } from './console';
import { accessLogOf, errorLogOf, NGINX_INSTALLED, NGINX_MISSING, NGINX_PREFIX, NGINX_URL } from './env';

// The main flows of the console, served and proxied by nginx (src/deploy/nginx) instead of `vite preview`.
test.skip(!NGINX_INSTALLED, NGINX_MISSING);

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const WEB_GROUP = { id: '05969206-704c-4692-97d3-b447725ce341', name: 'Public web servers' };

/** Every address the page fetched that is not the app itself: the API calls it made. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType()) && !request.url().endsWith('/config.json'))
      calls.push(request.url());
  });
  return calls;
}

test('signs in through nginx, adds an SSH key and a firewall rule over the proxied API', async ({ page }) => {
  const calls = apiCalls(page);
  await signInWithForm(page);
  await gotoArea(page, 'ssh-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const keyDialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await keyDialog.getByRole('textbox', { name: 'Name' }).fill('behind nginx');
  await keyDialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
  await keyDialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(keyDialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'SSH keys' }).getByRole('row').filter({ hasText: 'behind nginx' }),
  ).toContainText(NEW_KEY.fingerprint);

  await gotoArea(page, `firewalls/${WEB_GROUP.id}`);
  await expect(page.getByRole('heading', { level: 1, name: WEB_GROUP.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Add rule' });
  await ruleDialog.getByRole('textbox', { name: 'Port' }).fill('8443');
  await ruleDialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('203.0.113.0/24');
  await ruleDialog.getByRole('textbox', { name: 'Description' }).fill('Admin UI behind nginx');
  await ruleDialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Rules' }).getByRole('row').filter({ hasText: 'Admin UI behind nginx' }),
  ).toContainText('203.0.113.0/24');

  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((url) => !url.startsWith(`${NGINX_URL}/api/`))).toEqual([]);
});

test('a deep link reloads into the same page: nginx answers unknown paths with the app; the tabs share one session', async ({
  page,
}) => {
  await signIn(page);
  await gotoArea(page, `firewalls/${WEB_GROUP.id}`);
  await expect(page.getByRole('heading', { level: 1, name: WEB_GROUP.name })).toBeVisible();
  const address = page.url();

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()['content-type']).toMatch(/^text\/html/);
  expect(reloaded?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1, name: WEB_GROUP.name })).toBeVisible();
  expect(page.url()).toBe(address);

  // Typed into the address bar in a new tab: nginx serves the app there too, and the open tab hands it the session.
  const other = await page.context().newPage();
  const opened = await other.goto(`/teams/b2c5a7b4-41fe-4f5b-baac-43a8506c261a/vms/${WEB1.id}`);
  expect(opened?.status()).toBe(200);
  await expect(other.getByRole('heading', { level: 1, name: WEB1.name })).toBeVisible();

  // One session across the tabs: signing out in the new one signs the first out too.
  await other.getByRole('button', { name: 'Account' }).click();
  await other.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/sign-in$/);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByLabel('API token')).toBeVisible();
  await other.close();
});

test('opens a VM console over the proxied WebSocket; nginx logs neither its token nor the API token', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const session = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/vm\/[^/]+\/vnc$/.test(response.url()),
  );

  await signIn(page);
  await openConsole(page, WEB1);
  await expectConnectedScreen(page, WEB1.name);
  const { vnc_url: vncUrl } = (await (await session).json()) as { vnc_url: string };
  const token = new URL(vncUrl).searchParams.get('sessionid') ?? '';
  expect(token).toMatch(/^\w{16,}$/);
  expect(sockets).toEqual([
    `${NGINX_URL.replace(/^http/, 'ws')}/api/console/websockify?${new URL(vncUrl).search.slice(1)}`,
  ]);

  // nginx writes a WebSocket's log line when it closes: leave the console.
  await gotoArea(page, `vms/${WEB1.id}`);
  const accessLog = () => readFileSync(accessLogOf(NGINX_PREFIX), 'utf8');
  await expect
    .poll(accessLog, { message: 'the console WebSocket in the access log' })
    .toMatch(/"GET \/api\/console\/websockify\S* HTTP\/1\.1" 101 /);
  for (const log of [accessLog(), readFileSync(errorLogOf(NGINX_PREFIX), 'utf8')]) {
    expect(log).not.toContain('sessionid=');
    expect(log).not.toContain(token);
    expect(log).not.toContain(DEMO_TOKEN);
  }
});
