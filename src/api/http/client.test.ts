// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkToken } from './client';
import { isOperationAbsent } from '../errors/errors';
import { createQueryClient, queryClient } from '../cache/queryClient';
import { getToken, onSignOut, sessionEndReason, signIn } from '../session/session';
import { sshKeyQueries, useCreateSshKey } from '../resources/sshKeys';
import { teamQueries } from '../resources/teams';
import { API_BASE, renderApiHook, setupEmulatorApi } from '../../test/emulatorHarness';
import { firewallQueries } from '../resources/firewalls';
import { reservedIpQueries } from '../resources/reservedIps';
import { DEMO_TOKEN } from '../../emulator/core';

const harness = setupEmulatorApi();

beforeAll(() => harness.start());
beforeEach(() => {
  harness.reset();
  signIn(DEMO_TOKEN, { keepInTab: false });
});
afterAll(() => harness.stop());

describe('the client against the emulator', () => {
  it('a 503 on a read is retried and then succeeds', async () => {
    let failures = 1;
    harness.server.use(
      http.get(`${API_BASE}/ssh_keys`, () => {
        // Returning nothing lets the emulator's handler answer.
        if (failures-- > 0) return HttpResponse.json({ err: 'SERVICE_UNAVAILABLE' }, { status: 503 });
        return undefined;
      }),
    );
    const keys = await createQueryClient().fetchQuery(sshKeyQueries.list('default'));
    expect(keys.length).toBeGreaterThan(0);
    expect(harness.requests.filter((r) => r.path === '/ssh_keys')).toHaveLength(2);
  });

  it('a failed POST is sent once and reports the server’s code', async () => {
    harness.server.use(
      http.post(`${API_BASE}/ssh_keys`, () => HttpResponse.json({ err: 'SERVICE_UNAVAILABLE' }, { status: 503 })),
    );
    const { result } = renderApiHook(() => useCreateSshKey('default'));
    await expect(result.current.mutateAsync({ name: 'a', ssh_key: 'x' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(harness.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('the emulator’s validation code reaches the caller with its sentence', async () => {
    const { result } = renderApiHook(() => useCreateSshKey('default'));
    const error = await result.current
      .mutateAsync({ name: 'bad', ssh_key: 'ssh-ed25519 not-base64!' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_SSH_KEY' });
    expect((error as Error).message).toMatch(/not a valid SSH public key/);
  });

  it('a wrong token: many parallel 401s check the token once, then sign out once, as expired', async () => {
    const ended = vi.fn();
    const stop = onSignOut(ended);
    signIn('not-a-real-token', { keepInTab: true });
    const client = createQueryClient();
    client.setQueryData(['team', 'x', 'cached'], 'stale data');
    const results = await Promise.allSettled([
      client.fetchQuery(sshKeyQueries.list('default')),
      client.fetchQuery(teamQueries.list()),
      client.fetchQuery(firewallQueries.list('default')),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(getToken()).toBeNull();
    expect(sessionEndReason()).toBe('expired');
    expect(ended).toHaveBeenCalledTimes(1);
    const checks = harness.requests.filter((r) => r.path === '/os_templates');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.headers.get('Authorization')).toBe('Bearer not-a-real-token');
    stop();
  });

  it('a 401 for a token that still works keeps the user signed in and says they lack permission', async () => {
    const ended = vi.fn();
    const stop = onSignOut(ended);
    // As the provider answers a member without read permission on the team: 401, no body. The token
    // check takes a moment, as over a network: the second 401 comes while it runs.
    harness.server.use(
      http.get(`${API_BASE}/network/reserved_ips`, () => new HttpResponse(null, { status: 401 })),
      http.get(`${API_BASE}/os_templates`, async () => {
        await delay(50);
      }),
    );
    queryClient.setQueryData(['team', 'x', 'cached'], 'kept');
    const client = createQueryClient();
    const results = await Promise.allSettled([
      client.fetchQuery(reservedIpQueries.list('default')),
      client.fetchQuery(reservedIpQueries.list('e72e0f3c-6864-4116-a9b3-55bf9dabd621')),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ status: 401, code: 'HTTP_401' });
        expect((result.reason as Error).message).toBe(
          'You do not have permission to see reserved IPs in this team. Ask a team owner or admin for access, or switch team.',
        );
      }
    }
    expect(getToken()).toBe(DEMO_TOKEN);
    expect(ended).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['team', 'x', 'cached'])).toBe('kept');
    expect(harness.requests.filter((r) => r.path === '/os_templates')).toHaveLength(1);
    // The user can go on: other calls work.
    await expect(client.fetchQuery(sshKeyQueries.list('default'))).resolves.toBeInstanceOf(Array);
    stop();
  });

  it('a 401 whose token check cannot tell (the check fails) keeps the user signed in with the original error', async () => {
    harness.server.use(
      http.get(`${API_BASE}/network/reserved_ips`, () => new HttpResponse(null, { status: 401 })),
      http.get(`${API_BASE}/os_templates`, () => HttpResponse.json({ err: 'SERVICE_UNAVAILABLE' }, { status: 503 })),
    );
    const error = await createQueryClient()
      .fetchQuery(reservedIpQueries.list('default'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'HTTP_401' });
    expect((error as Error).message).toMatch(/your token was refused, or it has no permission for this team/);
    expect(getToken()).toBe(DEMO_TOKEN);
    expect(harness.requests.filter((r) => r.path === '/os_templates')).toHaveLength(1); // not retried
  });

  it('a team the caller does not belong to is refused without signing out', async () => {
    const error = await createQueryClient()
      .fetchQuery(sshKeyQueries.list('00000000-0000-4000-8000-000000000000'))
      .catch((e: unknown) => e);
    // The provider's spelling of "no permission on this team" is a 401; the token check keeps the session.
    expect(error).toMatchObject({
      status: 401,
      message: expect.stringMatching(/^You do not have permission to see SSH keys in this team./),
    });
    expect(getToken()).toBe(DEMO_TOKEN);
  });
});

describe('optional operations switched off', () => {
  const bare = setupEmulatorApi({ extensions: false });
  beforeAll(() => {
    harness.stop();
    bare.start();
  });
  afterAll(() => {
    bare.stop();
    harness.start();
  });

  it('an optional list is reported absent, while the spec’s endpoints still work', async () => {
    const client = createQueryClient();
    const error = await client.fetchQuery(firewallQueries.list('default')).catch((e: unknown) => e);
    expect(isOperationAbsent(error)).toBe(true);
    await expect(client.fetchQuery(sshKeyQueries.list('default'))).resolves.toBeInstanceOf(Array);
  });
});

describe('checkToken', () => {
  const answering = (response: Response | Promise<Response>) => vi.fn(async () => response);

  it('sends the token to GET /os_templates and reads 2xx as accepted, 401 as refused, anything else as unknown', async () => {
    const accepted = answering(new Response('[]', { status: 200 }));
    expect(await checkToken('https://api.example/v1', 'tok', accepted)).toBe('accepted');
    const sent = accepted.mock.calls[0] as unknown as [Request];
    expect(sent[0].url).toBe('https://api.example/v1/os_templates');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(await checkToken('https://api.example', 'tok', answering(new Response(null, { status: 401 })))).toBe(
      'refused',
    );
    expect(await checkToken('https://api.example', 'tok', answering(new Response(null, { status: 503 })))).toBe(
      'unknown',
    );
    expect(
      await checkToken(
        'https://api.example',
        'tok',
        vi.fn(() => Promise.reject(new TypeError('offline'))),
      ),
    ).toBe('unknown');
  });

  it('gives up on a check that hangs, without an answer', async () => {
    const hanging = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    expect(await checkToken('https://api.example', 'tok', hanging as unknown as typeof fetch, 20)).toBe('unknown');
  });
});
