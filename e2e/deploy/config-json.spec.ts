import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { gotoArea, resetEmulator } from '../helpers';
import { NEW_KEY } from '../keys';
import { expectConnectedScreen, openConsole, WEB1 } from './console';
import {
  accessLogOf,
  ALTERNATE_API_PATH,
  ALTERNATE_CONFIG,
  ALTERNATE_CONSOLE_PATH,
  ALTERNATE_PREFIX,
  ALTERNATE_URL,
  NGINX_INSTALLED,
  NGINX_MISSING,
  NGINX_URL,
} from './env';

// One build, two deployments: the second server serves a copy of the same files whose config.json
// names other paths for the API and the console WebSocket (nginx maps those to the emulator).
test.skip(!NGINX_INSTALLED, NGINX_MISSING);
test.use({ baseURL: ALTERNATE_URL });

const SHIPPED_CONFIG = fileURLToPath(new URL('../../public/config.json', import.meta.url));

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

test('the same build differs only in config.json', async ({ request }) => {
  const [built, pointed] = [NGINX_URL, ALTERNATE_URL];
  expect(await (await request.get(`${pointed}/index.html`)).text()).toBe(
    await (await request.get(`${built}/index.html`)).text(),
  );
  const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(
    await (await request.get(`${pointed}/index.html`)).text(),
  )?.[1];
  expect(script).toBeDefined();
  expect(await (await request.get(`${pointed}${script}`)).body()).toEqual(
    await (await request.get(`${built}${script}`)).body(),
  );

  expect(await (await request.get(`${built}/config.json`)).json()).toEqual(
    JSON.parse(readFileSync(SHIPPED_CONFIG, 'utf8')),
  );
  expect(await (await request.get(`${pointed}/config.json`)).json()).toEqual(ALTERNATE_CONFIG);
});

test('config.json alone sends the API calls and the console WebSocket to the new paths, and both work', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType()) && !request.url().endsWith('/config.json'))
      calls.push(new URL(request.url()).pathname);
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await gotoArea(page, 'ssh-keys');
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('pointed elsewhere');
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'SSH keys' }).getByRole('row').filter({ hasText: 'pointed elsewhere' }),
  ).toBeVisible();

  await openConsole(page, WEB1);
  await expectConnectedScreen(page, WEB1.name);

  expect(calls).toContain(`${ALTERNATE_API_PATH}ssh_keys`);
  expect(calls).toContain(`${ALTERNATE_API_PATH}vm/${WEB1.id}/vnc`);
  expect(calls.filter((path) => !path.startsWith(ALTERNATE_API_PATH))).toEqual([]);
  expect(sockets).toHaveLength(1);
  expect(sockets[0]).toMatch(
    new RegExp(
      `^${ALTERNATE_URL.replace(/^http/, 'ws')}${ALTERNATE_CONSOLE_PATH}websockify\\?sessionid=\\w+&vmid=${WEB1.id}$`,
    ),
  );

  // The WebSocket's line is written when it closes; it is logged under the new path, without its query.
  await gotoArea(page, `vms/${WEB1.id}`);
  const accessLog = () => readFileSync(accessLogOf(ALTERNATE_PREFIX), 'utf8');
  await expect.poll(accessLog).toMatch(new RegExp(`"GET ${ALTERNATE_CONSOLE_PATH}websockify\\S* HTTP/1\\.1" 101 `));
  expect(accessLog()).not.toContain('sessionid=');
});
