import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isExtensionAbsent } from './errors';
import { createQueryClient } from './queryClient';
import { getToken, onSignOut, sessionEndReason, signIn } from './session';
import { sshKeyQueries, useCreateSshKey } from './sshKeys';
import { teamQueries } from './teams';
import { API_BASE, renderApiHook, setupEmulatorApi } from './testing/emulatorHarness';
import { firewallQueries } from './firewalls';
import { DEMO_TOKEN } from '../emulator/core';

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
    const error = await result.current.mutateAsync({ name: 'bad', ssh_key: 'ssh-ed25519 not-base64!' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_SSH_KEY' });
    expect((error as Error).message).toMatch(/not a valid SSH public key/);
  });

  it('a wrong token: many parallel 401s sign out once, as expired', async () => {
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
    stop();
  });

  it('a team the caller does not belong to is refused without signing out', async () => {
    const error = await createQueryClient()
      .fetchQuery(sshKeyQueries.list('00000000-0000-4000-8000-000000000000'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'TEAM_ACCESS_DENIED' });
    expect(getToken()).toBe(DEMO_TOKEN);
  });
});

describe('extensions switched off', () => {
  const bare = setupEmulatorApi({ extensions: false });
  beforeAll(() => {
    harness.stop();
    bare.start();
  });
  afterAll(() => {
    bare.stop();
    harness.start();
  });

  it('an extension read is reported absent, while the spec’s endpoints still work', async () => {
    const client = createQueryClient();
    const error = await client.fetchQuery(firewallQueries.list('default')).catch((e: unknown) => e);
    expect(isExtensionAbsent(error)).toBe(true);
    await expect(client.fetchQuery(sshKeyQueries.list('default'))).resolves.toBeInstanceOf(Array);
  });
});
