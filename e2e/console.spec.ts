import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createConsoleScreen } from '../src/emulator/server/console/framebuffer';
import { consoleStatus, expectScreen, openConsoleOf, screenRegion } from './consoleScreen';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { DEMO_TOKEN, expectNoCspViolations, gotoArea, resetEmulator } from './helpers';

const WEB1 = '458d04bb-d30e-47b0-9ebc-335f86f5b5fc';
const WORKER1 = '8f592036-ca42-45c3-80ac-e1fc922e08c1';
const SESSION_REQUEST = /\/api\/vm\/[^/]+\/vnc$/;

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
  await setFaults(request, { expireConsoleSessions: 0 });
});

async function setFaults(request: APIRequestContext, faults: Record<string, number>) {
  const response = await request.put(`${EMULATOR_URL}/_emulator/faults`, { data: faults });
  expect(response.ok(), `PUT /_emulator/faults answered ${response.status()}`).toBe(true);
}

async function openConsoles(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${EMULATOR_URL}/_emulator/console-connections`);
  return ((await response.json()) as { open: number }).open;
}

/** Counts the console sessions the page asks for, and keeps what the browser logs. */
function watch(page: Page) {
  const seen = { sessions: 0, logs: [] as string[] };
  page.on('request', (request) => {
    if (request.method() === 'POST' && SESSION_REQUEST.test(new URL(request.url()).pathname)) seen.sessions += 1;
  });
  page.on('console', (message) => seen.logs.push(message.text()));
  return seen;
}

const status = consoleStatus;

test(
  'opens the console with one session: the canvas shows the VM, and typing reaches it',
  { tag: '@live' },
  async ({ page }) => {
    const seen = watch(page);
    await openConsoleOf(page, WEB1, 'web-1');
    await expect(status(page)).toHaveText('Connected.');
    const screen = createConsoleScreen('web-1');
    await expectScreen(page, screen);
    expect(seen.sessions).toBe(1);

    // The screen has keyboard focus once connected, so typing goes straight to the VM.
    await page.keyboard.type('uptime');
    screen.typeText('uptime');
    await expectScreen(page, screen);
    await page.keyboard.press('Enter');
    screen.enter();
    await expectScreen(page, screen);

    // Pasting types the text key by key; the line break presses Enter.
    await page.getByRole('button', { name: 'Paste as keystrokes…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste as keystrokes' });
    await dialog.getByLabel('Text to type').fill('echo ok\nls');
    await dialog.getByRole('button', { name: 'Type into console' }).click();
    await expect(dialog).toBeHidden();
    screen.typeText('echo ok');
    screen.enter();
    screen.typeText('ls');
    await expectScreen(page, screen);

    // Ctrl+] leaves the screen for the controls, so keyboard users are never trapped.
    await screenRegion(page).locator('canvas').focus();
    await page.keyboard.press('Control+BracketRight');
    await expect(page.getByLabel('Scaling')).toBeFocused();

    expect(seen.sessions).toBe(1);
    expect(seen.logs.join('\n')).not.toMatch(/sessionid=/);
    await expectNoCspViolations(page);
  },
);

test('sends key combinations, changes scaling and saves a screenshot', async ({ page }) => {
  await openConsoleOf(page, WEB1, 'web-1');
  await expect(status(page)).toHaveText('Connected.');
  await expectScreen(page, createConsoleScreen('web-1'));

  await page.getByRole('button', { name: 'Send keys' }).click();
  const menu = page.getByRole('menu', { name: 'Send keys' });
  await expect(menu.getByRole('menuitem')).toHaveCount(15);
  await menu.getByRole('menuitem', { name: 'Ctrl+Alt+Del' }).click();
  await expect(menu).toBeHidden();
  // Focus returns to the screen, and the connection survives the combination.
  await expect(screenRegion(page).locator('canvas')).toBeFocused();
  await expect(status(page)).toHaveText('Connected.');

  const canvas = screenRegion(page).locator('canvas');
  await page.getByLabel('Scaling').selectOption({ label: 'Actual size' });
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBe(800);
  await page.getByLabel('Scaling').selectOption({ label: 'Fit to window' });
  const region = await screenRegion(page).boundingBox();
  await expect
    .poll(async () => (await canvas.boundingBox())?.width ?? 0)
    .toBeLessThanOrEqual(Math.ceil(region?.width ?? 0));

  const fullScreen = page.getByRole('button', { name: 'Full screen' });
  await fullScreen.click();
  await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('canvas')) ?? false),
  ).toBe(true);
  await fullScreen.click();
  await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save screenshot' }).click();
  expect((await download).suggestedFilename()).toMatch(/^web-1-console-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.png$/);
});

test('a session that expired before connecting is renewed once, by itself', async ({ page, request }) => {
  await setFaults(request, { expireConsoleSessions: 1 });
  const seen = watch(page);
  await openConsoleOf(page, WEB1, 'web-1');
  await expect(status(page)).toHaveText('Connected.');
  await expectScreen(page, createConsoleScreen('web-1'));
  expect(seen.sessions).toBe(2);
});

test('a session that expires again after its renewal is shown, not renewed forever', async ({ page, request }) => {
  await setFaults(request, { expireConsoleSessions: 2 });
  const seen = watch(page);
  await openConsoleOf(page, WEB1, 'web-1');
  await expect(status(page)).toContainText('expired before the connection opened, twice');
  expect(seen.sessions).toBe(2);
  await status(page).getByRole('button', { name: 'Try again' }).click();
  await expect(status(page)).toHaveText('Connected.');
  expect(seen.sessions).toBe(3);
});

test('a connection the server drops offers reconnect, which uses a fresh session', async ({ page, request }) => {
  const seen = watch(page);
  await openConsoleOf(page, WEB1, 'web-1');
  await expect(status(page)).toHaveText('Connected.');
  await page.keyboard.type('before');

  const dropped = await request.post(`${EMULATOR_URL}/_emulator/console-connections/drop`);
  expect(await dropped.json()).toEqual({ dropped: 1 });
  await expect(status(page)).toContainText('Disconnected.');
  await status(page).getByRole('button', { name: 'Reconnect' }).click();
  await expect(status(page)).toHaveText('Connected.');
  // A new session is a new screen: what was typed before is gone.
  await expectScreen(page, createConsoleScreen('web-1'));
  expect(seen.sessions).toBe(2);
});

test('deleting the VM closes its open console, and the page says the VM was deleted', async ({ page, request }) => {
  const seen = watch(page);
  await openConsoleOf(page, WEB1, 'web-1');
  await expect(status(page)).toHaveText('Connected.');
  const deleted = await request.delete(`${EMULATOR_URL}/vm/${WEB1}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  expect(deleted.status()).toBe(204);
  await expect(status(page)).toContainText('The VM was deleted, so its console closed.');
  await expect(status(page).getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
  await status(page).getByRole('link', { name: 'Go to the VM list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual machines' })).toBeVisible();
  await expect.poll(() => openConsoles(request)).toBe(0);
  expect(seen.sessions).toBe(1);
});

test('leaving the page closes the console connection', async ({ page, request }) => {
  await openConsoleOf(page, WEB1, 'web-1');
  await expect(status(page)).toHaveText('Connected.');
  await expect.poll(() => openConsoles(request)).toBe(1);
  await page.getByRole('link', { name: 'web-1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible();
  await expect.poll(() => openConsoles(request)).toBe(0);
});

test('the console of a stopped VM is offered whatever its power state says, and the console page explains the refusal', async ({
  page,
}) => {
  const seen = watch(page);
  await gotoArea(page, `vms/${WORKER1}`);
  await expect(page.getByRole('heading', { level: 1, name: 'worker-1' })).toBeVisible();
  // power_status is not part of the documented VM: the page does not decide from it.
  await page.getByRole('link', { name: 'Open console' }).click();
  await expect(page).toHaveURL(new RegExp(`/vms/${WORKER1}/console$`));
  await expect(status(page)).toContainText('The VM is not running');
  await expect(status(page).getByRole('link', { name: 'Go to the VM' })).toBeVisible();
  expect(seen.sessions).toBe(1);
});

test('a console address the template cannot map is offered in a new tab instead', async ({ page, context }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { apiBaseUrl: '/api', consoleWebSocketTemplate: 'wss://console.example.com/ws?t={param:token}' },
    }),
  );
  await openConsoleOf(page, WEB1, 'web-1');
  await expect(status(page)).toContainText('cannot open inside the page');
  const popup = context.waitForEvent('page');
  const request = context.waitForEvent('request', (sent) => sent.url().includes('/console/vnc.html'));
  await status(page).getByRole('button', { name: 'Open console in a new tab' }).click();
  const opened = await popup;
  expect((await request).url()).toMatch(/\/console\/vnc\.html\?sessionid=[0-9a-f]+&vmid=/);
  // No referrer, and no opener: the console page keeps no handle on the tab that holds the token.
  expect(await (await request).headerValue('referer')).toBeNull();
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  await opened.close();
  await expect(status(page).getByRole('button', { name: 'Get a new session' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the console page, its menu and its dialog pass axe', async ({ page, request }) => {
      await openConsoleOf(page, WEB1, 'web-1');
      await expect(status(page)).toHaveText('Connected.');
      await expectNoAxeViolations(page, 'connected console');
      await page.getByRole('button', { name: 'Send keys' }).click();
      await expectNoAxeViolations(page, 'send keys menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Paste as keystrokes…' }).click();
      await expectNoAxeViolations(page, 'paste dialog');
      await page.keyboard.press('Escape');
      await request.post(`${EMULATOR_URL}/_emulator/console-connections/drop`);
      await expect(status(page)).toContainText('Disconnected.');
      await expectNoAxeViolations(page, 'disconnected console');
      await gotoArea(page, `vms/${WORKER1}/console`);
      await expect(status(page)).toContainText('The VM is not running');
      await expectNoAxeViolations(page, 'console of a stopped VM');
    });
  });
}

/** What makes a select look like the app's rather than the browser's own. */
const SELECT_LOOK = [
  'appearance',
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-radius',
  'color',
  'font-size',
  'height',
  'padding-right',
] as const;

async function lookOf(select: Locator): Promise<Record<string, string>> {
  return select.evaluate((select, properties) => {
    const style = getComputedStyle(select);
    return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
  }, SELECT_LOOK);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the Scaling control is a labelled select styled like the app’s other selects', async ({ page }) => {
      // The reserve-IP dialog's IP version is a form-kit select (ui/controls/SelectField): the look to match.
      await gotoArea(page, 'reserved-ips');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await page.getByRole('button', { name: 'Reserve new IP' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Reserve a new IP' });
      const appSelect = await lookOf(dialog.getByRole('combobox', { name: 'IP version' }));
      expect(appSelect.appearance).toBe('none');
      await page.keyboard.press('Escape');

      await openConsoleOf(page, WEB1, 'web-1');
      await expect(status(page)).toHaveText('Connected.');
      const scaling = page.getByRole('combobox', { name: 'Scaling' });
      await expect(scaling).toHaveValue('fit');
      expect(await lookOf(scaling)).toEqual(appSelect);
      await page
        .getByRole('group', { name: 'Console controls' })
        .screenshot({ path: `/tmp/words-console-scaling-${colorScheme}.png` });
    });
  });
}
