import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN, DEMO_VM_IDS, demoFixture } from '../../core';
import { serverPerTest, upgradeStatus } from './serverPerTest';

const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const WEB_1 = DEMO_VM_IDS.web1;
const { start } = serverPerTest();

const putFaults = (url: string, faults: Record<string, unknown>) =>
  fetch(`${url}/_emulator/faults`, { method: 'PUT', body: JSON.stringify(faults) });

/** A mode switched on at run time: the PUT answers the faults with it on, and the health check shows it. */
async function expectModeSwitchedOn(url: string, mode: string) {
  const put = await putFaults(url, { [mode]: true });
  expect(put.status).toBe(200);
  expect(((await put.json()) as { faults: Record<string, unknown> }).faults[mode]).toBe(true);
  const health = (await (await fetch(`${url}/_emulator/health`)).json()) as { faults: Record<string, unknown> };
  expect(health.faults[mode]).toBe(true);
}

/** A mode switch refuses a value that is not a boolean, and a mode switched on stays on across a reset. */
async function expectModeKeptAcrossReset(url: string, mode: string, notBoolean: unknown) {
  expect((await putFaults(url, { [mode]: notBoolean })).status).toBe(400);
  await fetch(`${url}/_emulator/reset`, { method: 'POST' });
  const kept = (await (await fetch(`${url}/_emulator/faults`)).json()) as { faults: Record<string, unknown> };
  expect(kept.faults[mode]).toBe(true);
}

describe('emulator HTTP server', () => {
  it('listens on 127.0.0.1 and answers 401 without a token', async () => {
    const url = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/ssh_keys`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ err: 'UNAUTHORIZED' });
  });

  it('lists SSH keys with the demo token, at the root', async () => {
    const url = await start();
    const response = await fetch(`${url}/ssh_keys`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { ssh_keys: unknown[] };
    expect(body.ssh_keys).toHaveLength(3);
  });

  it('answers 204 and router 404s with an empty body', async () => {
    const url = await start();
    const deleted = await fetch(`${url}/startup_scripts/6acd343d-6f5e-4a35-a3bb-6caa8eb64098`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const unknown = await fetch(`${url}/unknown`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('');
  });

  it('answers a CORS preflight for an allowed origin with Authorization and Content-Type', async () => {
    const url = await start();
    const response = await fetch(`${url}/ssh_keys`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const actual = await fetch(`${url}/ssh_keys`, { headers: { ...auth, Origin: 'http://127.0.0.1:4173' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  });

  it('refuses CORS to other origins, and honours --allowed-origin', async () => {
    const url = await start({ allowedOrigins: ['https://console.example.net'] });
    const preflight = (origin: string) =>
      fetch(`${url}/ssh_keys`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
    expect((await preflight('https://console.example.net')).status).toBe(204);
    const refused = await preflight('http://localhost:5173');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers every N-th API request 429 RATE_LIMITED with Retry-After: 1', async () => {
    const url = await start({ faults: { rateLimitEvery: 2 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${url}/ssh_keys`, { headers: auth });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toBe('1');
        expect(await response.json()).toEqual({ err: 'RATE_LIMITED' });
      } else {
        await response.body?.cancel();
      }
    }
    expect(statuses).toEqual([200, 429, 200, 429]);
    // Controls are never rate limited.
    expect((await fetch(`${url}/_emulator/health`)).status).toBe(200);
  });

  it('answers 503 an API request that arrives while burstLimit are being answered', async () => {
    const url = await start({ faults: { burstLimit: 2, latencyMs: 200 } });
    const answers = await Promise.all(
      [0, 1, 2].map(async () => {
        const response = await fetch(`${url}/ssh_keys`, { headers: auth });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(answers.sort()).toEqual([200, 200, 503]);
    // Once those are answered, the next ones are in the limit again.
    const next = await Promise.all(
      [0, 1].map(async () => {
        const response = await fetch(`${url}/ssh_keys`, { headers: auth });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(next).toEqual([200, 200]);
  });

  it('changes faults at run time with PUT /_emulator/faults (no token needed)', async () => {
    const url = await start();
    const put = await putFaults(url, { errorRate: 1 });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({
      faults: {
        latencyMs: 0,
        errorRate: 1,
        rateLimitEvery: 0,
        burstLimit: 0,
        expireConsoleSessions: 0,
        documentedErrorsOnly: false,
        liveApi: false,
      },
    });
    const failed = await fetch(`${url}/ssh_keys`, { headers: auth });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ err: 'SERVICE_UNAVAILABLE' });
    const bad = await putFaults(url, { errorRate: 2 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ err: 'INVALID_FIELD' });
    await putFaults(url, { errorRate: 0, latencyMs: 30 });
    const started = Date.now();
    expect((await fetch(`${url}/ssh_keys`, { headers: auth })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('switches documented-errors-only mode at run time, shows it in health, and keeps it across reset', async () => {
    const url = await start();
    const teamRefusal = () => fetch(`${url}/ssh_keys?team_id=00000000-0000-4000-8000-000000000000`, { headers: auth });
    const before = await teamRefusal();
    expect({ status: before.status, body: await before.json() }).toEqual({
      status: 401,
      body: { err: 'TEAM_ACCESS_DENIED' },
    });

    await expectModeSwitchedOn(url, 'documentedErrorsOnly');

    const after = await teamRefusal();
    expect(after.status).toBe(401);
    expect(await after.text()).toBe('');
    // A code the contract names for the operation keeps its body.
    const london = await fetch(`${url}/network/reserved_ips`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ location: 'London' }),
    });
    expect({ status: london.status, body: await london.json() }).toEqual({
      status: 400,
      body: { err: 'UNSUPPORTED_LOCATION' },
    });
    // Injected faults lose their body too.
    await putFaults(url, { errorRate: 1 });
    const failed = await fetch(`${url}/ssh_keys`, { headers: auth });
    expect(failed.status).toBe(503);
    expect(await failed.text()).toBe('');

    await expectModeKeptAcrossReset(url, 'documentedErrorsOnly', 'yes');
  });

  it('starts in documented-errors-only mode when asked', async () => {
    const url = await start({ faults: { documentedErrorsOnly: true } });
    const response = await fetch(`${url}/ssh_keys`);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('');
  });

  it('switches live-API mode at run time, shows it in health, keeps it across reset and answers live shapes', async () => {
    const url = await start();
    const readVm = async () =>
      ((await (await fetch(`${url}/vm/${WEB_1}`, { headers: auth })).json()) as Record<string, unknown>)[
        'firewall_group_id'
      ];
    expect(typeof (await readVm())).toBe('string');

    await expectModeSwitchedOn(url, 'liveApi');
    expect(typeof (await readVm())).toBe('number');

    // Errors as in documented-errors-only mode: injected faults and refusals lose their body.
    const refused = await fetch(`${url}/ssh_keys?team_id=00000000-0000-4000-8000-000000000000`, { headers: auth });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('');
    await putFaults(url, { errorRate: 1 });
    const failed = await fetch(`${url}/ssh_keys`, { headers: auth });
    expect(failed.status).toBe(503);
    expect(await failed.text()).toBe('');
    await putFaults(url, { errorRate: 0 });

    await expectModeKeptAcrossReset(url, 'liveApi', 1);
  });

  it('starts in live-API mode when asked', async () => {
    const url = await start({ faults: { liveApi: true } });
    const response = await fetch(`${url}/vm/${WEB_1}`, { headers: auth });
    expect(typeof ((await response.json()) as Record<string, unknown>)['firewall_group_id']).toBe('number');
  });

  it('resets the data with POST /_emulator/reset', async () => {
    const url = await start();
    await fetch(`${url}/ssh_keys/d05c06e9-be71-4fde-bd14-494b233e2f00`, { method: 'DELETE', headers: auth });
    const count = async () =>
      ((await (await fetch(`${url}/ssh_keys`, { headers: auth })).json()) as { ssh_keys: unknown[] }).ssh_keys.length;
    expect(await count()).toBe(2);
    expect((await fetch(`${url}/_emulator/reset`, { method: 'POST' })).status).toBe(204);
    expect(await count()).toBe(3);
  });

  it('serves another fixture with PUT /_emulator/fixture until the next reset', async () => {
    const url = await start();
    const keyNames = async () =>
      (
        (await (await fetch(`${url}/ssh_keys`, { headers: auth })).json()) as { ssh_keys: { name: string }[] }
      ).ssh_keys.map((key) => key.name);
    const fixture = structuredClone(demoFixture);
    const firstTeam = fixture.teams[0];
    if (firstTeam === undefined) throw new Error('the demo fixture has no team');
    firstTeam.ssh_keys = firstTeam.ssh_keys.slice(0, 1).map((key) => ({ ...key, name: '<b>swapped</b>' }));

    const put = await fetch(`${url}/_emulator/fixture`, { method: 'PUT', body: JSON.stringify(fixture) });
    expect(put.status).toBe(204);
    expect(await keyNames()).toEqual(['<b>swapped</b>']);

    expect((await fetch(`${url}/_emulator/reset`, { method: 'POST' })).status).toBe(204);
    expect(await keyNames()).toHaveLength(3);
  });

  it('refuses a fixture that cannot be used, names every problem and keeps the data', async () => {
    const url = await start();
    const fixture = structuredClone(demoFixture) as unknown as { teams: { vms: { ram?: number }[] }[] };
    delete fixture.teams[0]?.vms[0]?.ram;
    const refused = await fetch(`${url}/_emulator/fixture`, { method: 'PUT', body: JSON.stringify(fixture) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ err: 'INVALID_FIELD', problems: ['teams[0].vms[0]: missing field "ram"'] });
    const notJson = await fetch(`${url}/_emulator/fixture`, { method: 'PUT', body: '[' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ err: 'INVALID_JSON' });
    expect((await fetch(`${url}/_emulator/fixture`, { method: 'GET' })).status).toBe(405);
    const keys = (await (await fetch(`${url}/ssh_keys`, { headers: auth })).json()) as { ssh_keys: unknown[] };
    expect(keys.ssh_keys).toHaveLength(3);
  });

  it('reports health, and hides extensions when asked', async () => {
    const url = await start({ extensions: false });
    expect(await (await fetch(`${url}/_emulator/health`)).json()).toMatchObject({ status: 'ok', extensions: false });
    const teams = await fetch(`${url}/teams`, { headers: auth });
    expect(teams.status).toBe(404);
    expect(await teams.text()).toBe('');
  });

  it('points console URLs at itself', async () => {
    const url = await start();
    const response = await fetch(`${url}/vm/458d04bb-d30e-47b0-9ebc-335f86f5b5fc/vnc`, {
      method: 'POST',
      headers: auth,
    });
    expect(response.status).toBe(201);
    const { vnc_url: vncUrl } = (await response.json()) as { vnc_url: string };
    expect(vncUrl.startsWith(`${url}/console/vnc.html?sessionid=`)).toBe(true);
  });

  it('refuses console WebSockets from other origins with 403, other paths with 404', async () => {
    const url = await start();
    expect(await upgradeStatus(url, '/console/websockify?sessionid=x', { Origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(url, '/elsewhere')).toBe(404);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const url = await start();
    const response = await fetch(`${url}/ssh_keys`, {
      method: 'POST',
      headers: auth,
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });
});
