import { DEMO_FIREWALL_IDS, DEMO_VM_IDS } from '../../src/emulator/core/demoFixture';
import { CONSOLE_URL, EMULATOR_URL } from '../env';
import { expect, test } from '../fixtures';
import { DEMO_TOKEN, resetEmulator } from '../helpers';
import {
  ALTERNATE_API_PATH,
  ALTERNATE_CONSOLE_PATH,
  ALTERNATE_URL,
  NGINX_INSTALLED,
  NGINX_MISSING,
  NGINX_URL,
} from './env';
import { rawRequest, WEBSOCKET_UPGRADE, type RawAnswer } from './rawRequest';

// A path that a proxy or a URL parser would resolve into another one is refused by the proxy (400)
// and never forwarded: sent as a client may send it, not as Playwright's URL parsing would rewrite it.

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const AUTHORIZATION = { Authorization: `Bearer ${DEMO_TOKEN}` };

const SERVERS = [
  { name: 'nginx', origin: NGINX_URL, api: '/api/', console: '/api/console/', nginx: true },
  {
    name: 'nginx, other paths',
    origin: ALTERNATE_URL,
    api: ALTERNATE_API_PATH,
    console: ALTERNATE_CONSOLE_PATH,
    nginx: true,
  },
  { name: 'vite preview', origin: CONSOLE_URL, api: '/api/', console: '/api/console/', nginx: false },
] as const;

/** A firewall group no VM uses, so a DELETE that reached it would remove it. */
async function newFirewallGroup(): Promise<string> {
  const created = await fetch(`${EMULATOR_URL}/network/firewalls`, {
    method: 'POST',
    headers: { ...AUTHORIZATION, 'Content-Type': 'application/json' },
    body: JSON.stringify({ description: 'the target' }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { firewall_group: { id: string } }).firewall_group.id;
}

const groupStatus = async (id: string) =>
  (await fetch(`${EMULATOR_URL}/network/firewalls/${id}`, { headers: AUTHORIZATION })).status;

/** The proxy's own refusal: a 400 that is not the emulator's (which says INVALID_PATH in JSON). */
function expectRefusedByProxy(answer: RawAnswer, target: string): void {
  expect(answer.status, target).toBe(400);
  expect(answer.body, target).not.toContain('INVALID_PATH');
}

for (const server of SERVERS) {
  test.describe(server.name, () => {
    test.skip(server.nginx && !NGINX_INSTALLED, NGINX_MISSING);

    test('a DELETE whose path resolves to another firewall group is refused, and that group stays', async () => {
      const target = await newFirewallGroup();
      const other = `${server.api}network/firewalls/${DEMO_FIREWALL_IDS.staging}`;
      for (const path of [
        `${other}/%2e%2e/${target}`,
        `${other}/.%2e/${target}`,
        `${other}/%2E./${target}`,
        `${other}/../${target}`,
        `${other}/./../${target}`,
        `${other}\\..\\${target}`,
        `${other}%5c..%5c${target}`,
        `${other}/..%2F${target}`,
        `${other}/%252e%252e/${target}`,
        `${other}/..;/${target}`,
        `${server.api}network//firewalls/${target}`,
      ]) {
        expectRefusedByProxy(await rawRequest(server.origin, 'DELETE', path, AUTHORIZATION), path);
        expect(await groupStatus(target), `the group after DELETE ${path}`).toBe(200);
      }
      // The plain path is forwarded: the refusals above were about the path alone.
      const plain = `${server.api}network/firewalls/${target}`;
      expect((await rawRequest(server.origin, 'DELETE', plain, AUTHORIZATION)).status).toBe(204);
      expect(await groupStatus(target)).toBe(404);
    });

    test('a console WebSocket on a path that resolves elsewhere is refused, its session left unused', async () => {
      const session = await fetch(`${EMULATOR_URL}/vm/${DEMO_VM_IDS.web1}/vnc`, {
        method: 'POST',
        headers: AUTHORIZATION,
      });
      expect(session.status).toBe(201);
      const { vnc_url: vncUrl } = (await session.json()) as { vnc_url: string };
      const query = new URL(vncUrl).search;
      for (const path of [
        `${server.console}x/%2e%2e/websockify${query}`,
        `${server.console}x/../websockify${query}`,
        `${server.console}x\\..\\websockify${query}`,
      ]) {
        expectRefusedByProxy(await rawRequest(server.origin, 'GET', path, WEBSOCKET_UPGRADE), path);
      }
      // The session's single-use token was never spent: the plain address still opens the console.
      const plain = `${server.console}websockify${query}`;
      expect((await rawRequest(server.origin, 'GET', plain, WEBSOCKET_UPGRADE)).status).toBe(101);
    });
  });
}
