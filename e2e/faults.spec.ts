import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO_TOKEN, gotoArea, resetEmulator, signIn, storedSecrets } from './helpers';
import { EMULATOR_URL } from './env';
import { NEW_KEY } from './keys';

/*
 * Faults, injected with the emulator's fault flags (PUT /_emulator/faults) and Playwright routing.
 * Covered elsewhere, not repeated here:
 * - a double click on a VM action's confirm sends one POST: vms.spec.ts, "reboot with force sends
 *   force_stop and a double click sends one request";
 * - a 401 on a team switch: ssh-keys.spec.ts, "a token refused mid-session…" (every request refused,
 *   the token check included, so the token itself is refused);
 * - a console WebSocket dropped mid-session offers reconnect with a fresh session: console.spec.ts,
 *   "a connection the server drops offers reconnect…".
 */

const NO_FAULTS = { latencyMs: 0, errorRate: 0, rateLimitEvery: 0 };

async function setFaults(request: APIRequestContext, faults: Partial<typeof NO_FAULTS>): Promise<void> {
  const response = await request.put(`${EMULATOR_URL}/_emulator/faults`, { data: faults });
  expect(response.ok(), `PUT /_emulator/faults answered ${response.status()}`).toBe(true);
}

test.beforeEach(async ({ request }) => {
  await setFaults(request, NO_FAULTS);
  await resetEmulator(request);
});

// Fault settings survive a reset: never leave them on for the next spec.
test.afterEach(async ({ request }) => {
  await setFaults(request, NO_FAULTS);
});

/** Every request the page starts for `method` on an API path matching `path`, as the browser sent it. */
function requestsTo(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Every request that would change something (not a read) the page starts on the API. */
function writesSent(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return seen;
}

const SCRIPTS = /^\/api\/startup_scripts$/;
const KEYS = /^\/api\/ssh_keys$/;
const SCRIPTS_URL = (url: URL) => SCRIPTS.test(url.pathname);
const KEYS_URL = (url: URL) => KEYS.test(url.pathname);
const scriptsTable = (page: Page) => page.getByRole('table', { name: 'Startup scripts' });
const keysTable = (page: Page) => page.getByRole('table', { name: 'SSH keys' });
const keyRow = (page: Page, name: string) => keysTable(page).getByRole('row').filter({ hasText: name });

test.describe('reads', () => {
  test('a read answered 503 is tried four times, then shown with Retry, which loads once the service is back', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const reads = requestsTo(page, 'GET', SCRIPTS);
    await setFaults(request, { errorRate: 1 });
    await gotoArea(page, 'startup-scripts');

    const failure = page.getByRole('alert').filter({ hasText: 'Startup scripts could not be loaded' });
    await expect(failure).toContainText('The service is unavailable right now.', { timeout: 15_000 });
    await expect(failure).toContainText('SERVICE_UNAVAILABLE');
    expect(reads).toHaveLength(4); // the first try and three retries

    await setFaults(request, { errorRate: 0 });
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(scriptsTable(page).getByRole('row').filter({ hasText: 'install-docker' })).toBeVisible();
    await expect(failure).toBeHidden();
    expect(reads).toHaveLength(5);
  });

  test('a 500 and a 502 on a read are retried without the user seeing them', async ({ page }) => {
    const answers = [500, 502];
    await page.route(KEYS_URL, (route) => {
      const status = route.request().method() === 'GET' ? answers.shift() : undefined;
      return status ? route.fulfill({ status, json: { err: 'INTERNAL_ERROR' } }) : route.fallback();
    });
    const reads = requestsTo(page, 'GET', KEYS);
    await gotoArea(page, 'ssh-keys');
    await expect(keyRow(page, 'alice laptop')).toBeVisible();
    expect(reads).toHaveLength(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('429 with Retry-After: the read is tried again no earlier than the header says', async ({ page }) => {
    const RETRY_AFTER_S = 2;
    const arrivals: number[] = [];
    await page.route(KEYS_URL, (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      // Taken before answering: the browser cannot start its wait before this moment.
      arrivals.push(Date.now());
      if (arrivals.length > 1) return route.fallback();
      return route.fulfill({
        status: 429,
        headers: { 'Retry-After': String(RETRY_AFTER_S) },
        json: { err: 'RATE_LIMITED' },
      });
    });
    await gotoArea(page, 'ssh-keys');
    await expect(keyRow(page, 'alice laptop')).toBeVisible({ timeout: 10_000 });
    expect(arrivals).toHaveLength(2);
    // Without Retry-After the first retry would come after 200–400 ms of backoff. 20 ms covers timer rounding.
    expect((arrivals[1] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000 - 20);
  });

  test('the emulator’s rate limit (Retry-After: 1 on every request) is waited out between tries, then explained with Retry', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const reads = requestsTo(page, 'GET', SCRIPTS);
    await setFaults(request, { rateLimitEvery: 1 });
    await gotoArea(page, 'startup-scripts');

    const failure = page.getByRole('alert').filter({ hasText: 'Startup scripts could not be loaded' });
    await expect(failure).toContainText('Too many requests. Wait a moment, then try again.', { timeout: 15_000 });
    expect(reads).toHaveLength(4);
    // The browser's own timestamps: each try starts at least a second after the 429 before it arrived
    // (its headers: the console waits from there, not from the end of the body).
    const timings = await Promise.all(reads.map(async (read) => (await read.response(), read.timing())));
    for (let n = 1; n < timings.length; n += 1) {
      const previous = timings[n - 1]!;
      const waited = timings[n]!.startTime - (previous.startTime + previous.responseStart);
      expect(waited, `wait before try ${n + 1}`).toBeGreaterThanOrEqual(1000 - 20);
    }

    await setFaults(request, { rateLimitEvery: 0 });
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(scriptsTable(page).getByRole('row').filter({ hasText: 'install-docker' })).toBeVisible();
  });
});

test.describe('writes', () => {
  test('a create answered 500 is sent once; the form keeps every value and sends again only when asked', async ({
    page,
  }) => {
    let posts = 0;
    await page.route(KEYS_URL, (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      return posts === 1 ? route.fulfill({ status: 500, json: { err: 'INTERNAL_ERROR' } }) : route.fallback();
    });
    await gotoArea(page, 'ssh-keys');
    await page.getByRole('button', { name: 'Add SSH key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const key = dialog.getByRole('textbox', { name: 'Public key' });
    await name.fill('e2e runner');
    await key.fill(NEW_KEY.line);
    await dialog.getByRole('button', { name: 'Add SSH key' }).click();

    await expect(dialog.getByRole('alert')).toContainText('The server hit an error.');
    expect(posts).toBe(1);
    await expect(name).toHaveValue('e2e runner');
    await expect(key).toHaveValue(NEW_KEY.line);

    await dialog.getByRole('button', { name: 'Add SSH key' }).click();
    await expect(dialog).toBeHidden();
    await expect(keyRow(page, 'e2e runner')).toBeVisible();
    expect(posts).toBe(2); // the failed one was never repeated behind the user's back
  });

  test('a create lost to a network failure is sent once; the form keeps every value', async ({ page }) => {
    let posts = 0;
    await page.route(SCRIPTS_URL, (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      return posts === 1 ? route.abort('connectionreset') : route.fallback();
    });
    await gotoArea(page, 'startup-scripts');
    await page.getByRole('button', { name: 'New script' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New startup script' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const content = dialog.getByRole('textbox', { name: 'Content' });
    await name.fill('bootstrap');
    await content.fill('#!/bin/sh\necho hello\n');
    await dialog.getByRole('button', { name: 'Create script' }).click();

    await expect(dialog.getByRole('alert')).toContainText('The API could not be reached.');
    expect(posts).toBe(1);
    await expect(name).toHaveValue('bootstrap');
    await expect(content).toHaveValue('#!/bin/sh\necho hello\n');

    await dialog.getByRole('button', { name: 'Create script' }).click();
    await expect(dialog).toBeHidden();
    await expect(scriptsTable(page).getByRole('row').filter({ hasText: 'bootstrap' })).toBeVisible();
    expect(posts).toBe(2);
  });

  test('a double click on a create form’s submit sends one POST, even while the first is still on its way', async ({
    page,
  }) => {
    const held: Route[] = [];
    await page.route(KEYS_URL, (route) =>
      route.request().method() === 'POST' ? void held.push(route) : route.fallback(),
    );
    await gotoArea(page, 'ssh-keys');
    await page.getByRole('button', { name: 'Add SSH key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('double click');
    await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
    await dialog.getByRole('button', { name: 'Add SSH key' }).dblclick();
    await expect.poll(() => held.length).toBe(1);
    await expect(dialog.getByRole('button', { name: 'Add SSH key' })).toHaveAttribute('aria-busy', 'true');

    for (const route of held) await route.fallback();
    await expect(dialog).toBeHidden();
    await expect(keyRow(page, 'double click')).toHaveCount(1);
    expect(held).toHaveLength(1);
  });
});

test('a 401 while editing signs out once, says the session ended, and brings the user back after signing in', async ({
  page,
}) => {
  await signIn(page);
  await gotoArea(page, 'startup-scripts');
  await scriptsTable(page).getByRole('link', { name: 'install-docker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'install-docker' })).toBeVisible();
  const scriptPage = page.url();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Content' }).fill('#!/bin/sh\necho changed\n');

  const toSignIn: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/sign-in') toSignIn.push(frame.url());
  });
  // The token is revoked while the user edits: every request from now on is refused.
  await page.route(/\/api\//, (route) => route.fulfill({ status: 401, json: { err: 'UNAUTHORIZED' } }));
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your session has ended: the API no longer accepts your token. Sign in again to continue where you were.',
  );
  // Not held back by the unsaved-changes prompt, and redirected once however many requests failed.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(toSignIn).toHaveLength(1);
  const stored = await storedSecrets(page);
  expect(stored.local + stored.session + stored.cookies).not.toContain(DEMO_TOKEN);

  await page.unroute(/\/api\//);
  await page.getByLabel('API token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(scriptPage);
  await expect(page.getByRole('heading', { level: 1, name: 'install-docker' })).toBeVisible();
  expect(toSignIn).toHaveLength(1);
});

test('a 401 for a token that still works keeps the user signed in and says what they may not see', async ({ page }) => {
  await signIn(page);
  const checks = requestsTo(page, 'GET', /^\/api\/os_templates$/);
  // As the API answers a team member without read permission on reserved IPs: 401, no body.
  await page.route(/\/api\/network\/reserved_ips(\?|$)/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 401, body: '' }) : route.fallback(),
  );
  await gotoArea(page, 'reserved-ips');
  const failure = page.getByRole('alert').filter({ hasText: 'Reserved IPs could not be loaded' });
  await expect(failure).toContainText(
    'You do not have permission to see reserved IPs in this team. Ask a team owner or admin for access, or switch team.',
  );
  await expect(failure).not.toContainText('401');
  expect(checks.length).toBeGreaterThanOrEqual(1);
  expect(page.url()).not.toContain('/sign-in');
  const stored = await storedSecrets(page);
  expect(stored.session).toContain(DEMO_TOKEN); // still signed in, in this tab

  // Everything else still works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SSH keys' }).click();
  await expect(keyRow(page, 'alice laptop')).toBeVisible();
});

test('an error answered without a code is explained in words chosen for the operation, never as a status', async ({
  page,
}) => {
  // As the API answers a convert of an address that is no VM's primary IP: 404, no body.
  await page.route(/\/api\/network\/reserved_ips\/convert$/, (route) => route.fulfill({ status: 404, body: '' }));
  await gotoArea(page, 'reserved-ips');
  await page.getByRole('button', { name: 'Convert VM IP' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Convert to reserved IP' });
  await dialog.getByRole('combobox', { name: 'VM’s primary IPv4 address' }).fill('192.0.2.11');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('web-2 primary');
  await dialog.getByRole('button', { name: 'Convert to reserved IP' }).click();
  await expect(dialog).toContainText(
    'That address is not the primary IP of an active VM in this team, or it is already reserved.',
  );
  await expect(dialog).not.toContainText('404');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('web-2 primary');
  // Converting is not mistaken for an operation the server lacks: the button stays.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Convert VM IP' }).first()).toBeVisible();
});

test.describe('offline', () => {
  test('a delete is refused with a message while offline, nothing is sent or queued, and it works once back online', async ({
    page,
    context,
  }) => {
    await gotoArea(page, 'ssh-keys');
    const writes = writesSent(page);
    await keyRow(page, 'alice laptop').getByRole('button', { name: 'Delete alice laptop' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete SSH key' });
    const confirm = dialog.getByRole('button', { name: 'Delete key' });

    await context.setOffline(true);
    await expect(dialog.getByRole('status')).toHaveText(
      'You are offline: nothing will be sent until the connection is back.',
    );
    await expect(confirm).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline. Pages show what was last loaded' }),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(dialog.getByText('You are offline')).toHaveCount(0);
    await expect(confirm).toBeEnabled();
    expect(writes).toEqual([]);
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(keyRow(page, 'alice laptop')).toHaveCount(0);
    expect(writes).toEqual([expect.stringMatching(/^DELETE \/api\/ssh_keys\/[^/]+$/)]);
  });

  test('VM stop and reboot are refused while offline and offered again online', async ({ page, context }) => {
    await gotoArea(page, 'vms/458d04bb-d30e-47b0-9ebc-335f86f5b5fc');
    await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible();
    const writes = writesSent(page);
    await context.setOffline(true);
    for (const [action, confirmLabel] of [
      ['Stop', 'Stop VM'],
      ['Reboot', 'Reboot VM'],
    ] as const) {
      await page.getByRole('button', { name: action, exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: `${action} web-1` });
      await expect(dialog.getByRole('status')).toContainText('You are offline');
      await expect(dialog.getByRole('button', { name: confirmLabel })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Reboot', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reboot web-1' });
    await expect(dialog.getByRole('button', { name: 'Reboot VM' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Reboot VM' }).click();
    await expect(dialog).toBeHidden();
    expect(writes).toEqual(['POST /api/vm/458d04bb-d30e-47b0-9ebc-335f86f5b5fc/reboot']);
  });

  test('a form sent while offline says nothing was sent, keeps its values and is not sent later by itself', async ({
    page,
    context,
  }) => {
    await gotoArea(page, 'ssh-keys');
    const writes = writesSent(page);
    await page.getByRole('button', { name: 'Add SSH key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('made offline');
    await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Add SSH key' }).click();
    await expect(dialog.getByRole('alert')).toContainText('You are offline: nothing was sent.');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('made offline');

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
    // Sent once, when the user asks; a queued copy would have made this two (or a duplicate-key error).
    await dialog.getByRole('button', { name: 'Add SSH key' }).click();
    await expect(dialog).toBeHidden();
    await expect(keyRow(page, 'made offline')).toHaveCount(1);
    expect(writes).toEqual(['POST /api/ssh_keys']);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the offline banner, an offline confirmation and the session-ended sign-in page pass axe', async ({
      page,
      context,
    }) => {
      await gotoArea(page, 'ssh-keys');
      await keyRow(page, 'alice laptop').getByRole('button', { name: 'Delete alice laptop' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete SSH key' });
      await context.setOffline(true);
      await expect(dialog.getByText('You are offline')).toBeVisible();
      await expectNoAxeViolations(page, 'a delete confirmation while offline');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('You are offline. Pages show what was last loaded')).toBeVisible();
      await expectNoAxeViolations(page, 'the offline banner');
      await context.setOffline(false);

      await page.route(/\/api\//, (route) => route.fulfill({ status: 401, json: { err: 'UNAUTHORIZED' } }));
      // An area this tab has not read yet (the VM list, where sign-in landed, read the VPCs for power).
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Firewalls' }).click();
      await expect(page.getByText('Your session has ended')).toBeVisible();
      await expectNoAxeViolations(page, 'sign-in after the session ended');
    });
  });
}
