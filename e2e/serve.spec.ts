import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BUILD_DIR, EMULATOR_URL, SERVE_PORT } from './env';
import { DEMO_TOKEN, resetEmulator } from './helpers';
import { expectConnectedScreen, openConsole, WEB1 } from './deploy/console';
import { startServer, type RunningServer } from './servers';

// `npm run serve`, the README's one command for trying the console against your own account, with
// this worker's emulator standing in for the provider's API and console host.
const SERVE_URL = `http://127.0.0.1:${SERVE_PORT}`;

let serve: RunningServer | undefined;

test.beforeAll(async () => {
  serve = await startServer({
    name: 'npm run serve',
    command: 'npm',
    args: ['run', 'serve', '--', '--dist', BUILD_DIR],
    env: { API_UPSTREAM: EMULATOR_URL, CONSOLE_PORT: String(SERVE_PORT) },
    readyUrl: SERVE_URL,
    timeoutMs: 60_000,
  });
});

test.afterAll(async () => {
  await serve?.stop();
});

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

/** Every API or WebSocket address the page reached. */
function networkCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) calls.push(request.url());
  });
  page.on('websocket', (socket) => calls.push(socket.url()));
  return calls;
}

test('npm run serve says what to open, and the console signs in and opens a VM console through it', async ({
  page,
}) => {
  await expect.poll(() => serve?.output()).toContain(`Cloud Console:  ${SERVE_URL}/`);
  expect(serve?.output()).toContain(`to ${EMULATOR_URL} alone`);

  const calls = networkCalls(page);
  await page.goto(`${SERVE_URL}/`);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('API token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/teams\//);

  await openConsole(page, WEB1);
  await expectConnectedScreen(page, WEB1.name);
  // The API and the console WebSocket went through the served origin, proxied.
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((url) => !new URL(url).host.endsWith(`:${SERVE_PORT}`))).toEqual([]);
  expect(calls.some((url) => url.startsWith(`ws://127.0.0.1:${SERVE_PORT}/api/console/websockify?`))).toBe(true);
});
