import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_TOKEN } from '../core';
import { emulatorHandlers } from '../msw';

const BASE = 'http://api.test/api';
const emulator = createEmulator({ now: () => Date.UTC(2026, 10, 22, 12) });
const server = setupServer(...emulatorHandlers(emulator, BASE));
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => emulator.reset());
afterAll(() => server.close());

describe('emulatorHandlers (MSW)', () => {
  it('answers 401 with the err body', async () => {
    const response = await fetch(`${BASE}/ssh_keys`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ err: 'UNAUTHORIZED' });
  });

  it('passes the path below the base, the query and the token', async () => {
    const response = await fetch(`${BASE}/network/reserved_ips?location=FRANKFURT`, { headers: auth });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { reserved_ips: { name: string }[] };
    expect(body.reserved_ips.map((reservedIp) => reservedIp.name)).toEqual(['spare-fra']);
  });

  it('passes JSON bodies and returns 201 bodies', async () => {
    const response = await fetch(`${BASE}/network/firewalls/05969206-704c-4692-97d3-b447725ce341/rules`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ip_type: 'v4', protocol: 'tcp', port: '25', subnet: '192.0.2.0', subnet_size: '24' }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { firewall_rule: { action: string } }).firewall_rule.action).toBe('allow');
  });

  it('answers 204 with no body', async () => {
    const response = await fetch(`${BASE}/startup_scripts/6acd343d-6f5e-4a35-a3bb-6caa8eb64098`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('answers an unknown route 404 with an empty body', async () => {
    const response = await fetch(`${BASE}/nothing/here`, { headers: auth });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});
