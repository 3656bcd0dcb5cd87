import type { APIRequestContext, Page, Request } from '@playwright/test';
import { CANARY_TOKEN, DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS, VIEWER_TOKEN } from '../src/emulator/core/demoFixture';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { API_BASE, FORGET_IN_TAB, resetEmulator, storedSecrets } from './helpers';
import { NEW_KEY } from './keys';

/**
 * Where secrets must never go. The canary user has the demo user's teams and a token used nowhere
 * else, so any place it turns up other than `Authorization: Bearer <token>` on an API request is a
 * leak. Its hex core is searched for too, so a shortened or reformatted copy is caught, and so is
 * its base64 form.
 */
const CANARY_NEEDLES = [
  CANARY_TOKEN,
  '7c1f3e9a2b5d4086',
  Buffer.from(CANARY_TOKEN).toString('base64').replace(/=+$/, ''),
];

const AREA_TITLES = [
  'Virtual machines',
  'Backups',
  'VPCs',
  'Firewalls',
  'IP lists',
  'Reserved IPs',
  'Object storage',
  'SSH keys',
  'Startup scripts',
  'Instance types',
  'OS templates',
];

const ALICE_KEY_ID = 'd05c06e9-be71-4fde-bd14-494b233e2f00';
const STORAGE_SERVICE_ID = '3982e826-e935-4123-927d-4eac626f02f3';
const BUCKET = {
  name: 'acme-static-assets',
  access: '6ZPE2OB673RDIFU63ZCJ',
  secret: 'wVl6fUZ3yb2IeAhrtqqZ4ikRUTxJWp9LmCjsJ2wx',
};

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

interface Traffic {
  requests: Request[];
  /** Request bodies as sent, read through routing (Chromium hides stream bodies otherwise). */
  bodies: { method: string; url: string; body: string }[];
  logs: string[];
  addresses: string[];
  sockets: { url: string; sent: string[] }[];
}

/** Records, from now on, every channel through which the page could give a secret away. */
async function recordTraffic(page: Page): Promise<Traffic> {
  const traffic: Traffic = { requests: [], bodies: [], logs: [], addresses: [], sockets: [] };
  page.on('request', (request) => traffic.requests.push(request));
  page.on('console', (message) => traffic.logs.push(message.text()));
  page.on('pageerror', (error) => traffic.logs.push(`${error.name}: ${error.message}\n${error.stack ?? ''}`));
  page.on('framenavigated', (frame) => traffic.addresses.push(frame.url()));
  page.on('websocket', (socket) => {
    const seen = { url: socket.url(), sent: [] as string[] };
    traffic.sockets.push(seen);
    socket.on('framesent', (frame) =>
      seen.sent.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('latin1')),
    );
  });
  await page.route('**/*', (route) => {
    const request = route.request();
    traffic.bodies.push({
      method: request.method(),
      url: request.url(),
      body: request.postDataBuffer()?.toString('latin1') ?? '',
    });
    return route.fallback();
  });
  return traffic;
}

const isApiRequest = (url: string) => new URL(url).pathname.startsWith(`${API_BASE}/`);
const holdsAny = (text: string, needles: readonly string[]) => needles.some((needle) => text.includes(needle));

/**
 * Every place the needles turned up in the traffic, except the one that is allowed: the exact
 * header `Authorization: Bearer <token>` on a request to the API.
 */
async function trafficLeaks(traffic: Traffic, token: string, needles: readonly string[]): Promise<string[]> {
  const leaks: string[] = [];
  for (const request of traffic.requests) {
    const where = `${request.method()} ${request.url()}`;
    if (holdsAny(request.url(), needles)) leaks.push(`${where}: URL`);
    for (const [name, value] of Object.entries(await request.allHeaders())) {
      if (!holdsAny(value, needles)) continue;
      const allowed = name === 'authorization' && value === `Bearer ${token}` && isApiRequest(request.url());
      if (!allowed) leaks.push(`${where}: header ${name}`);
    }
  }
  for (const { method, url, body } of traffic.bodies) if (holdsAny(body, needles)) leaks.push(`${method} ${url}: body`);
  for (const log of traffic.logs) if (holdsAny(log, needles)) leaks.push(`console: ${log.slice(0, 200)}`);
  for (const address of traffic.addresses) if (holdsAny(address, needles)) leaks.push(`page address ${address}`);
  for (const socket of traffic.sockets) {
    if (holdsAny(socket.url, needles)) leaks.push(`WebSocket ${socket.url}: URL`);
    if (socket.sent.some((frame) => holdsAny(frame, needles))) leaks.push(`WebSocket ${socket.url}: a sent frame`);
  }
  return leaks;
}

/** Storage the page keeps beyond memory, plus what the history entries and the window carry. */
async function persisted(page: Page): Promise<{ local: string; session: string; cookies: string; history: string }> {
  const stored = await storedSecrets(page);
  const history = await page.evaluate(() => JSON.stringify([window.history.state, window.name]));
  return { ...stored, history };
}

/** The page's markup, with the current values of its fields (which the markup does not carry). */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = Array.from(
      document.querySelectorAll('input, textarea, select'),
      (field) => (field as HTMLInputElement).value,
    );
    return `${document.documentElement.outerHTML}\n${values.join('\n')}`;
  });
}

async function signInWith(page: Page, token: string, options: { forgetInTab?: boolean } = {}) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('API token').fill(token);
  if (options.forgetInTab) await page.getByRole('checkbox', { name: FORGET_IN_TAB }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sign-in lands on the first team's virtual machines. */
async function expectLanded(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.production}/vms$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual machines' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

async function openArea(page: Page, title: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Requests among these whose headers carry any of the needles, or (with `anyCredential`) any Authorization header. */
async function credentialed(
  requests: readonly Request[],
  needles: readonly string[],
  options: { anyCredential?: boolean } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const request of requests) {
    const headers = await request.allHeaders();
    const carries =
      holdsAny(JSON.stringify(headers), needles) ||
      (options.anyCredential === true && headers.authorization !== undefined);
    if (carries) found.push(`${request.method()} ${request.url()}`);
  }
  return found;
}

/**
 * Remembers whether any of `texts` is ever in the document from now on: a MutationObserver sees
 * each change before it is painted, so even data shown for a moment is caught.
 */
async function watchForTexts(page: Page, texts: readonly string[]): Promise<() => Promise<string[]>> {
  await page.evaluate((needles) => {
    const seen = new Set<string>();
    const look = () => {
      const text = document.documentElement.textContent ?? '';
      for (const needle of needles) if (text.includes(needle)) seen.add(needle);
    };
    look();
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    (window as unknown as { __textsSeen: Set<string> }).__textsSeen = seen;
  }, texts);
  return () => page.evaluate(() => [...(window as unknown as { __textsSeen: Set<string> }).__textsSeen]);
}

test('the canary token stays in memory and in its Authorization header, across every area, a console and sign-out', async ({
  page,
}) => {
  test.slow(); // every area, both teams, a console session
  const traffic = await recordTraffic(page);
  const consoleTokens: string[] = [];
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !/\/vm\/[^/]+\/vnc$/.test(new URL(response.url()).pathname)) return;
    const body = (await response.json()) as { vnc_url: string };
    consoleTokens.push(new URL(body.vnc_url).searchParams.get('sessionid') ?? '');
  });

  await page.goto('/');
  await signInWith(page, CANARY_TOKEN, { forgetInTab: true });
  await expectLanded(page);
  await openArea(page, 'SSH keys');
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('alice laptop');
  expect(await pageText(page), 'the page once signed in').not.toContain(CANARY_TOKEN);

  for (const title of AREA_TITLES) await openArea(page, title);
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Staging' });
  await expect(page).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.staging}/`));
  for (const title of AREA_TITLES) await openArea(page, title);
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Production' });
  await expect(page).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.production}/`));

  // A write: its body goes through the same checks.
  await openArea(page, 'SSH keys');
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('canary laptop');
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('canary laptop');

  // A console session: its own single-use token travels in the WebSocket address, and nowhere else.
  await openArea(page, 'Virtual machines');
  await page.getByRole('link', { name: 'web-1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible();
  await page.getByRole('link', { name: 'Open console' }).click();
  await expect(page).toHaveURL(new RegExp(`/vms/${DEMO_VM_IDS.web1}/console$`));
  await expect(page.getByRole('status').filter({ hasText: 'Connected.' })).toBeVisible();
  await page.keyboard.type('whoami');
  await page.getByRole('link', { name: 'web-1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible();

  const whileSignedIn = await persisted(page);
  expect(holdsAny(Object.values(whileSignedIn).join('\n'), CANARY_NEEDLES), 'the token stored while signed in').toBe(
    false,
  );
  await signOut(page);
  const sentBeforeSignOut = traffic.requests.length;
  // Nothing in memory either: the signed-in pages are gone, and Back does not bring them back.
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto(`/teams/${DEMO_TEAM_IDS.production}/ssh-keys`);
  await expect(page).toHaveURL(/\/sign-in$/);

  expect(await trafficLeaks(traffic, CANARY_TOKEN, CANARY_NEEDLES), 'places the canary token turned up').toEqual([]);
  expect(
    await credentialed(traffic.requests.slice(sentBeforeSignOut), CANARY_NEEDLES, { anyCredential: true }),
    'requests with a credential after sign-out',
  ).toEqual([]);
  const stored = await persisted(page);
  for (const [place, content] of Object.entries(stored))
    expect(holdsAny(content, CANARY_NEEDLES), `the token in ${place}`).toBe(false);
  expect(await pageText(page), 'the sign-in page').not.toContain(CANARY_TOKEN);

  // The console's single-use token: never logged, never a Referer, in no HTTP address and nowhere stored.
  expect(consoleTokens).toHaveLength(1);
  const consoleNeedles = [...consoleTokens, 'sessionid='];
  expect(traffic.sockets.map((socket) => socket.url)).toEqual([
    expect.stringContaining(`sessionid=${consoleTokens[0]}`),
  ]);
  expect(
    traffic.logs.filter((log) => holdsAny(log, consoleNeedles)),
    'console log lines with the console token',
  ).toEqual([]);
  const referers = await Promise.all(traffic.requests.map((request) => request.headerValue('referer')));
  expect(
    referers.filter((referer) => referer !== null && holdsAny(referer, consoleNeedles)),
    'Referer headers',
  ).toEqual([]);
  expect(traffic.requests.map((request) => request.url()).filter((url) => holdsAny(url, consoleTokens))).toEqual([]);
  expect(traffic.addresses.filter((address) => holdsAny(address, consoleNeedles))).toEqual([]);
  for (const [place, content] of Object.entries(stored))
    expect(holdsAny(content, consoleTokens), `the console token in ${place}`).toBe(false);
});

test('by default the token is kept in sessionStorage only, and sign-out takes it out', async ({ page }) => {
  const traffic = await recordTraffic(page);
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN);
  await expectLanded(page);
  await openArea(page, 'SSH keys');
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('alice laptop');

  let stored = await persisted(page);
  expect(stored.session).toContain(CANARY_TOKEN);
  expect(
    holdsAny(stored.local + stored.cookies + stored.history, CANARY_NEEDLES),
    'the token outside sessionStorage',
  ).toBe(false);

  // A reload of the tab keeps the session, from sessionStorage.
  await page.reload();
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('alice laptop');
  await openArea(page, 'Firewalls');
  await openArea(page, 'Object storage');
  stored = await persisted(page);
  expect(
    holdsAny(stored.local + stored.cookies + stored.history, CANARY_NEEDLES),
    'the token outside sessionStorage',
  ).toBe(false);

  await signOut(page);
  stored = await persisted(page);
  for (const [place, content] of Object.entries(stored))
    expect(holdsAny(content, CANARY_NEEDLES), `the token in ${place}`).toBe(false);
  // A reload after sign-out finds nothing to sign in with.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await trafficLeaks(traffic, CANARY_TOKEN, CANARY_NEEDLES), 'places the canary token turned up').toEqual([]);
});

/** Deletes "alice laptop" behind the page's back, so a page that shows it again shows cached data. */
async function deleteAliceKeyOnTheServer(request: APIRequestContext) {
  const response = await request.delete(
    `${EMULATOR_URL}/ssh_keys/${ALICE_KEY_ID}?team_id=${DEMO_TEAM_IDS.production}`,
    {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    },
  );
  expect(response.ok(), `DELETE /ssh_keys answered ${response.status()}`).toBe(true);
}

test('after sign-out, the next user sees nothing the previous one loaded', async ({ page, request }) => {
  const traffic = await recordTraffic(page);
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN);
  await expectLanded(page);
  await openArea(page, 'SSH keys');
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('alice laptop');
  await expect(page.getByRole('combobox', { name: 'Team' }).getByRole('option')).toHaveText([
    'Acme Production',
    'Acme Staging',
  ]);

  await deleteAliceKeyOnTheServer(request);
  await signOut(page);
  const sentBeforeSignIn = traffic.requests.length;
  const seen = await watchForTexts(page, ['alice laptop', 'Acme Staging']);

  // The viewer belongs to "Acme Production" only, and lands on the same list the canary saw.
  await signInWith(page, VIEWER_TOKEN);
  await expectLanded(page);
  await openArea(page, 'SSH keys');
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('CI deploy');
  await expect(page.getByRole('combobox', { name: 'Team' }).getByRole('option')).toHaveText(['Acme Production']);
  expect(await seen(), 'the previous user’s data, shown even for a moment').toEqual([]);
  expect(
    await credentialed(traffic.requests.slice(sentBeforeSignIn), CANARY_NEEDLES),
    'requests with the previous token',
  ).toEqual([]);
});

/** Moves a signed-in page with the app's own router, as gotoArea does: a reload would drop a token kept in memory. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({ usr: null, key: 'secrets', idx: 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

test('what the tab remembered for one user (buckets opened by name) is gone for the next', async ({ page }) => {
  const servicePath = `/teams/${DEMO_TEAM_IDS.production}/object-storage/${STORAGE_SERVICE_ID}`;
  const remembered = page.getByRole('region', { name: 'Buckets in this browser tab' });
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN);
  await expectLanded(page);
  await navigateInApp(page, `${servicePath}/buckets/${BUCKET.name}`);
  await expect(page.getByRole('table', { name: 'Access keys' })).toContainText(BUCKET.access);
  await navigateInApp(page, servicePath);
  await expect(remembered.getByRole('link', { name: BUCKET.name })).toBeVisible();

  await signOut(page);
  expect((await persisted(page)).session).toBe('{}');
  await signInWith(page, VIEWER_TOKEN);
  await expectLanded(page);
  await navigateInApp(page, servicePath);
  await expect(remembered).toBeVisible();
  await expect(remembered.getByRole('link', { name: BUCKET.name })).toHaveCount(0);
});

test('a 401 signs out: the token leaves sessionStorage and the cache, and the next user sees none of it', async ({
  page,
  request,
}) => {
  const traffic = await recordTraffic(page);
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN);
  await expectLanded(page);
  await openArea(page, 'SSH keys');
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('alice laptop');
  expect((await persisted(page)).session).toContain(CANARY_TOKEN);

  await deleteAliceKeyOnTheServer(request);
  // From now on the server refuses the token, as it does once it is revoked.
  await page.route(`**${API_BASE}/**`, (route) => route.fulfill({ status: 401, json: { err: 'UNAUTHORIZED' } }));
  await openAreaExpectingSignIn(page, 'Firewalls');
  const stored = await persisted(page);
  for (const [place, content] of Object.entries(stored))
    expect(holdsAny(content, CANARY_NEEDLES), `the token in ${place}`).toBe(false);
  await page.unroute(`**${API_BASE}/**`);

  const sentBeforeSignIn = traffic.requests.length;
  const seen = await watchForTexts(page, ['alice laptop', 'Acme Staging']);
  await signInWith(page, VIEWER_TOKEN);
  await expect(page).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.production}/firewalls$`));
  await openArea(page, 'SSH keys');
  await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('CI deploy');
  await expect(page.getByRole('combobox', { name: 'Team' }).getByRole('option')).toHaveText(['Acme Production']);
  expect(await seen(), 'the previous user’s data, shown even for a moment').toEqual([]);
  expect(
    await credentialed(traffic.requests.slice(sentBeforeSignIn), CANARY_NEEDLES),
    'requests with the previous token',
  ).toEqual([]);
  expect(await trafficLeaks(traffic, CANARY_TOKEN, CANARY_NEEDLES), 'places the canary token turned up').toEqual([]);
});

async function openAreaExpectingSignIn(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('a bucket’s secret key is in no field, attribute, log, address or storage until revealed, and leaves when hidden', async ({
  page,
}) => {
  const traffic = await recordTraffic(page);
  const secretShown = () => pageText(page).then((text) => text.includes(BUCKET.secret));
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN);
  await openArea(page, 'Object storage');
  await page.getByRole('link', { name: 'acme-assets' }).click();
  await page
    .getByRole('form', { name: 'Open a bucket by name' })
    .getByRole('textbox', { name: 'Bucket name' })
    .fill(BUCKET.name);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  const row = page.getByRole('table', { name: 'Access keys' }).getByRole('row').filter({ hasText: BUCKET.access });
  await expect(row).toContainText('Hidden');
  expect(await secretShown(), 'the secret in the page before it is revealed').toBe(false);

  const reveal = row.getByRole('button', { name: `Reveal secret key of ${BUCKET.access}` });
  await reveal.click();
  await expect(row).toContainText(BUCKET.secret);
  await reveal.click();
  await expect(row).toContainText('Hidden');
  expect(await secretShown(), 'the secret in the page once hidden again').toBe(false);

  await reveal.click();
  await expect(row).toContainText(BUCKET.secret);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'acme-assets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'acme-assets' })).toBeVisible();
  expect(await secretShown(), 'the secret in the page after leaving the bucket').toBe(false);

  expect(
    traffic.logs.filter((log) => log.includes(BUCKET.secret)),
    'console log lines with the secret',
  ).toEqual([]);
  expect(traffic.addresses.filter((address) => address.includes(BUCKET.secret))).toEqual([]);
  expect(traffic.requests.filter((sent) => sent.url().includes(BUCKET.secret))).toEqual([]);
  expect(traffic.bodies.filter(({ body }) => body.includes(BUCKET.secret))).toEqual([]);
  const stored = await persisted(page);
  for (const [place, content] of Object.entries(stored))
    expect(content, `the secret in ${place}`).not.toContain(BUCKET.secret);
});

/** What a tab opened later shows the person and the places it could leak to: its addresses and console lines. */
function watchTab(tab: Page): { addresses: string[]; logs: string[] } {
  const seen = { addresses: [tab.url()], logs: [] as string[] };
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame()) seen.addresses.push(frame.url());
  });
  tab.on('console', (message) => seen.logs.push(message.text()));
  tab.on('pageerror', (error) => seen.logs.push(`${error.message}\n${error.stack ?? ''}`));
  return seen;
}

const otherTabNotice = (tab: Page) =>
  tab.getByRole('status').filter({ hasText: 'You signed out in another tab of the console' });

test('tabs opened from a signed-in tab are signed in at once on the page asked for, and sign-out in one ends them all', async ({
  page,
  context,
}) => {
  test.slow(); // three tabs
  const traffic = await recordTraffic(page);
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN);
  await expectLanded(page);

  // Ctrl+click on a sidebar link: a new tab, straight onto the VPCs list.
  const vpcsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VPCs', exact: true });
  const [linked] = await Promise.all([context.waitForEvent('page'), vpcsLink.click({ modifiers: ['ControlOrMeta'] })]);
  const linkedSeen = watchTab(linked);
  await expect(linked).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.production}/vpcs$`));
  await expect(linked.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  // The person asked for this tab's page: the first tab stays where it was.
  await expectLanded(page);

  // A tab opened some other way (a bookmark, a typed address) on a detail of another area.
  const typed = await context.newPage();
  const typedSeen = watchTab(typed);
  await typed.goto(`/teams/${DEMO_TEAM_IDS.production}/firewalls`);
  await expect(typed.getByRole('heading', { level: 1, name: 'Firewalls' })).toBeVisible();
  await expect(typed).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.production}/firewalls$`));

  for (const [name, seen] of [
    ['the linked tab', linkedSeen],
    ['the typed tab', typedSeen],
  ] as const) {
    expect(
      seen.addresses.filter((address) => address.includes('/sign-in')),
      `${name} showed the sign-in page`,
    ).toEqual([]);
  }
  // Each tab keeps the token in its own sessionStorage, as the first one does, and nowhere else.
  for (const tab of [page, linked, typed]) {
    const stored = await persisted(tab);
    expect(stored.session).toContain(CANARY_TOKEN);
    expect(
      holdsAny(stored.local + stored.cookies + stored.history, CANARY_NEEDLES),
      'the token outside sessionStorage',
    ).toBe(false);
  }

  // Signing out in the linked tab signs out every tab, each told why.
  await signOut(linked);
  for (const tab of [page, typed]) {
    await expect(tab).toHaveURL(/\/sign-in$/);
    await expect(otherTabNotice(tab)).toBeVisible();
  }
  for (const tab of [page, linked, typed]) {
    const stored = await persisted(tab);
    for (const [place, content] of Object.entries(stored))
      expect(holdsAny(content, CANARY_NEEDLES), `the token in ${place}`).toBe(false);
    expect(await pageText(tab)).not.toContain(CANARY_TOKEN);
  }
  // No tab hands out a token it no longer has: a new tab now asks for nothing and signs in afresh.
  const late = await context.newPage();
  await late.goto(`/teams/${DEMO_TEAM_IDS.production}/vpcs`);
  await expect(late).toHaveURL(/\/sign-in$/);
  await expect(late.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  expect(await trafficLeaks(traffic, CANARY_TOKEN, CANARY_NEEDLES), 'places the canary token turned up').toEqual([]);
  for (const seen of [linkedSeen, typedSeen]) {
    expect(seen.addresses.filter((address) => holdsAny(address, CANARY_NEEDLES))).toEqual([]);
    expect(seen.logs.filter((log) => holdsAny(log, CANARY_NEEDLES))).toEqual([]);
  }
});

test('"don’t remember me in this tab" holds for the tabs opened from it, and a reload with no other tab open forgets', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN, { forgetInTab: true });
  await expectLanded(page);
  const [linked] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reserved IPs', exact: true })
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(linked.getByRole('heading', { level: 1, name: 'Reserved IPs' })).toBeVisible();
  for (const tab of [page, linked]) {
    const stored = await persisted(tab);
    for (const [place, content] of Object.entries(stored))
      expect(holdsAny(content, CANARY_NEEDLES), `the token in ${place}`).toBe(false);
  }

  // While another tab of the console is signed in, a reload gets the session back from it.
  await page.reload();
  await expectLanded(page);
  // Alone, the tab forgets.
  await linked.close();
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a 401 that ends the session in one tab signs out the others too, each told the token was refused', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signInWith(page, CANARY_TOKEN);
  await expectLanded(page);
  const other = await context.newPage();
  await other.goto(`/teams/${DEMO_TEAM_IDS.production}/ip-lists`);
  await expect(other.getByRole('heading', { level: 1, name: 'IP lists' })).toBeVisible();

  // Only the first tab's requests are refused, as they would be once the token is revoked.
  await page.route(`**${API_BASE}/**`, (route) => route.fulfill({ status: 401, json: { err: 'UNAUTHORIZED' } }));
  await openAreaExpectingSignIn(page, 'Firewalls');
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/sign-in$/);
    await expect(tab.getByRole('status').filter({ hasText: 'the API no longer accepts your token' })).toBeVisible();
    const stored = await persisted(tab);
    for (const [place, content] of Object.entries(stored))
      expect(holdsAny(content, CANARY_NEEDLES), `the token in ${place}`).toBe(false);
  }
  await page.unroute(`**${API_BASE}/**`);

  // Signing in again in the other tab brings it back to where it was; the first tab follows.
  await signInWith(other, CANARY_TOKEN);
  await expect(other).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.production}/ip-lists$`));
  await expect(page).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.production}/firewalls$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Firewalls' })).toBeVisible();
});
