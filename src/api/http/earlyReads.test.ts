import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi } from './client';
import { claimEarlyRead, startEarlyRead, startEarlyReads } from './earlyReads';
import { signIn, signOut } from '../session/session';
import { createTransport } from './transport';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function network() {
  const sent: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push(request);
    return json({ from: sent.length === 1 ? 'first' : 'again' });
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

const transportWith = (fetch: typeof globalThis.fetch, token: string | null = 'tkn') =>
  createTransport({ getToken: () => token, baseUrl: 'http://api.test', onUnauthorized: () => undefined, fetch });

afterEach(() => {
  vi.useRealTimers();
  // Whatever a test left unclaimed.
  for (const url of ['http://api.test/ssh_keys?team_id=t1', 'http://api.test/vm'])
    void claimEarlyRead(url, 'tkn')?.catch(() => undefined);
});

describe('early reads', () => {
  it('a read sent at boot answers the page’s own request for it, once, with the credential the client sends', async () => {
    const { sent, fetch } = network();
    startEarlyRead('http://api.test/ssh_keys?team_id=t1', 'tkn', fetch);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tkn');
    expect(sent[0]?.headers.get('Accept')).toBe('application/json');

    const transport = transportWith(fetch);
    const first = await transport(new Request('http://api.test/ssh_keys?team_id=t1'));
    expect(await first.json()).toEqual({ from: 'first' });
    expect(sent).toHaveLength(1);
    // Used once: the next read of the page (a refetch) goes to the network.
    const again = await transport(new Request('http://api.test/ssh_keys?team_id=t1'));
    expect(await again.json()).toEqual({ from: 'again' });
    expect(sent).toHaveLength(2);
  });

  it('is not given to another address, another method or another token', async () => {
    const { sent, fetch } = network();
    startEarlyRead('http://api.test/ssh_keys?team_id=t1', 'tkn', fetch);
    await transportWith(fetch)(new Request('http://api.test/ssh_keys?team_id=t2'));
    await transportWith(fetch)(new Request('http://api.test/ssh_keys?team_id=t1', { method: 'POST', body: '{}' }));
    expect(sent).toHaveLength(3);
    // Another user signed in meanwhile: the read made with the old token is dropped, not handed over.
    await transportWith(fetch, 'other')(new Request('http://api.test/ssh_keys?team_id=t1'));
    expect(sent).toHaveLength(4);
    expect(sent[3]?.headers.get('Authorization')).toBe('Bearer other');
    expect(claimEarlyRead('http://api.test/ssh_keys?team_id=t1', 'tkn')).toBeUndefined();
  });

  it('a read nobody claims is dropped after a while, so a later page reads afresh', async () => {
    vi.useFakeTimers();
    const { fetch } = network();
    startEarlyRead('http://api.test/vm', 'tkn', fetch);
    vi.advanceTimersByTime(20_000);
    expect(claimEarlyRead('http://api.test/vm', 'tkn')).toBeUndefined();
  });

  it('an early read that failed is retried by the page’s request as any failed read is', async () => {
    const sent: Request[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      sent.push(input as Request);
      if (sent.length === 1) throw new TypeError('Failed to fetch');
      return json({ ok: true });
    }) as unknown as typeof globalThis.fetch;
    startEarlyRead('http://api.test/vm', 'tkn', fetch);
    const transport = createTransport({
      getToken: () => 'tkn',
      baseUrl: 'http://api.test',
      onUnauthorized: () => undefined,
      fetch,
      sleep: async () => undefined,
    });
    const response = await transport(new Request('http://api.test/vm'));
    expect(await response.json()).toEqual({ ok: true });
    expect(sent).toHaveLength(2);
  });

  it('are sent from the configured base URL as the typed client addresses it, trailing slash or not', async () => {
    const { sent, fetch } = network();
    vi.stubGlobal('fetch', fetch);
    signIn('tkn', { keepInTab: false });
    try {
      configureApi({ baseUrl: 'http://api.test/', fetch });
      startEarlyReads('http://api.test/', ['/vm'], 'tkn');
      expect(sent.map((request) => request.url)).toEqual(['http://api.test/vm']);
      await expect(api().GET('/vm')).resolves.toMatchObject({ data: { from: 'first' } });
      expect(sent).toHaveLength(1);
    } finally {
      signOut();
      vi.unstubAllGlobals();
    }
  });
});
