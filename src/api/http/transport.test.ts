import { describe, expect, it, vi } from 'vitest';
import { ApiError, isOperationAbsent } from '../errors/errors';
import type { UnauthorizedVerdict } from '../errors/answerError';
import { createTransport } from './transport';

type Answer = Response | Error;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function setup(answers: Answer[], token: string | null = 'tkn', isOnline: () => boolean = () => true) {
  const seen: Request[] = [];
  const delays: number[] = [];
  const onUnauthorized = vi.fn<(tokenUsed: string | null) => Promise<UnauthorizedVerdict> | undefined>();
  const transport = createTransport({
    getToken: () => token,
    baseUrl: 'http://api.test',
    onUnauthorized,
    isOnline,
    sleep: async (ms) => {
      delays.push(ms);
    },
    fetch: async (input) => {
      const request = input as Request;
      seen.push(request);
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return { transport, seen, delays, onUnauthorized };
}

const get = (path = '/ssh_keys') => new Request(`http://api.test${path}`);
const send = (method: string, body: unknown) =>
  new Request('http://api.test/ssh_keys', {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('transport', () => {
  it('sends the bearer token and asks for JSON', async () => {
    const { transport, seen } = setup([json(200, { ssh_keys: [] })]);
    await transport(get());
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tkn');
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const { transport, seen } = setup([json(200, {})], null);
    await transport(get());
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns an {"err"} body into an ApiError with the code and its sentence', async () => {
    const { transport } = setup([json(400, { err: 'IP_NAME_TOO_LONG' })]);
    const error = await failure(transport(send('POST', { name: 'x' })));
    expect(error).toMatchObject({ status: 400, code: 'IP_NAME_TOO_LONG' });
    expect(error.message).toMatch(/name is too long/i);
  });

  it('shows an unknown code as itself', async () => {
    const { transport } = setup([json(400, { err: 'SOMETHING_NEW' })]);
    const error = await failure(transport(get()));
    expect(error.message).toBe('SOMETHING_NEW');
  });

  it.each([500, 502, 503, 429])('retries a GET answered %i, then succeeds', async (status) => {
    const { transport, seen } = setup([json(status, { err: 'SERVICE_UNAVAILABLE' }), json(200, { ok: true })]);
    const response = await transport(get());
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('gives up after three retries and reports the last error', async () => {
    const { transport, seen, delays } = setup([
      json(503, { err: 'SERVICE_UNAVAILABLE' }),
      json(503, { err: 'SERVICE_UNAVAILABLE' }),
      json(503, { err: 'SERVICE_UNAVAILABLE' }),
      json(503, { err: 'SERVICE_UNAVAILABLE' }),
    ]);
    const error = await failure(transport(get()));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(seen).toHaveLength(4);
    expect(delays).toHaveLength(3);
    // Backoff grows: each wait is within [base*2^n / 2, base*2^n].
    delays.forEach((ms, n) => {
      expect(ms).toBeGreaterThanOrEqual((400 * 2 ** n) / 2);
      expect(ms).toBeLessThanOrEqual(400 * 2 ** n);
    });
  });

  it('waits as long as Retry-After says', async () => {
    const { transport, delays } = setup([json(429, { err: 'RATE_LIMITED' }, { 'Retry-After': '2' }), json(200, {})]);
    await transport(get());
    expect(delays).toEqual([2000]);
  });

  it('retries PUT and DELETE, which are idempotent', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const { transport, seen } = setup([json(503, {}), new Response(null, { status: 204 })]);
      const response = await transport(new Request('http://api.test/x', { method }));
      expect(response.status).toBe(204);
      expect(seen).toHaveLength(2);
    }
  });

  it('re-sends the same body when retrying a PUT', async () => {
    const { transport, seen } = setup([json(503, {}), new Response(null, { status: 204 })]);
    await transport(send('PUT', { description: 'web' }));
    expect(await seen[1]?.json()).toEqual({ description: 'web' });
  });

  it.each(['POST', 'PATCH'])('never retries a %s', async (method) => {
    const { transport, seen } = setup([json(503, { err: 'SERVICE_UNAVAILABLE' }), json(200, {})]);
    const error = await failure(transport(send(method, { name: 'a' })));
    expect(error.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it.each([400, 401, 403, 404])('never retries a GET answered %i', async (status) => {
    const { transport, seen } = setup([json(status, { err: 'NOT_FOUND' }), json(200, {})]);
    await failure(transport(get()));
    expect(seen).toHaveLength(1);
  });

  it('retries a GET after a network failure, and names the failure when it persists', async () => {
    const { transport, seen } = setup([
      new TypeError('offline'),
      new TypeError('offline'),
      new TypeError('x'),
      new TypeError('x'),
    ]);
    const error = await failure(transport(get()));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(seen).toHaveLength(4);
  });

  it('reports a 401 with the token the request carried', async () => {
    const { transport, onUnauthorized } = setup([json(401, { err: 'UNAUTHORIZED' })]);
    const error = await failure(transport(get()));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(onUnauthorized).toHaveBeenCalledWith('tkn');
  });

  it('a 401 the token survived says the user lacks permission, keeping status and code', async () => {
    const { transport, onUnauthorized } = setup([new Response(null, { status: 401 })]);
    onUnauthorized.mockResolvedValue('permission');
    const error = await failure(transport(get('/network/reserved_ips?team_id=t1')));
    expect(error).toMatchObject({ status: 401, code: 'HTTP_401' });
    expect(error.message).toBe(
      'You do not have permission to see reserved IPs in this team. Ask a team owner or admin for access, or switch team.',
    );
  });

  it.each(['signed-out', 'unknown'] as const)('a 401 judged %s keeps its own sentence', async (verdict) => {
    const { transport, onUnauthorized } = setup([new Response(null, { status: 401 })]);
    onUnauthorized.mockResolvedValue(verdict);
    const error = await failure(transport(send('POST', { name: 'a' })));
    expect(error).toMatchObject({ status: 401, code: 'HTTP_401' });
    expect(error.message).toMatch(/your token was refused, or it has no permission for this team/);
  });

  it('waits for the verdict on a 401 before failing the call', async () => {
    let answer: (verdict: 'permission') => void = () => undefined;
    const { transport, onUnauthorized } = setup([new Response(null, { status: 401 })]);
    onUnauthorized.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let settled = false;
    const pending = failure(transport(get())).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    answer('permission');
    expect((await pending).message).toMatch(/permission to see SSH keys/);
  });

  it('explains a code-less error by the operation, read below the base URL', async () => {
    const transport = createTransport({
      getToken: () => 'tkn',
      onUnauthorized: () => undefined,
      baseUrl: '/api/v1',
      fetch: async () => new Response(null, { status: 404 }),
    });
    const error = await failure(
      transport(new Request('http://console.test/api/v1/network/reserved_ips/convert', { method: 'POST', body: '{}' })),
    );
    expect(error).toMatchObject({ status: 404, code: 'HTTP_404' });
    expect(error.operation).toEqual({ method: 'POST', template: '/network/reserved_ips/convert', item: false });
    expect(error.message).toBe(
      'That address is not the primary IP of an active VM in this team, or it is already reserved.',
    );
  });

  it('a bare 404 on an item is a missing item, named, not an absent operation', async () => {
    const { transport } = setup([new Response(null, { status: 404 })]);
    const error = await failure(transport(get('/ssh_keys/3f1c2b9e-7a4d-4e21-9c3b-5d6e7f8a9b0c')));
    expect(error.message).toBe('This SSH key no longer exists, or belongs to another team.');
    expect(isOperationAbsent(error)).toBe(false);
  });

  it('refuses a 200 that is not JSON (an HTML fallback page means a wrong base URL)', async () => {
    const { transport } = setup([
      new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ]);
    const error = await failure(transport(get()));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('accepts a 204 with no body', async () => {
    const { transport } = setup([new Response(null, { status: 204 })]);
    expect((await transport(send('PATCH', { name: 'a' }))).status).toBe(204);
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    const transport = createTransport({
      getToken: () => 't',
      onUnauthorized: () => undefined,
      fetch: async () => json(503, {}),
    });
    const pending = transport(new Request('http://api.test/x', { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  describe('offline', () => {
    it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('refuses a %s before sending anything, and says so', async (method) => {
      const { transport, seen } = setup([json(200, {})], 'tkn', () => false);
      const error = await failure(transport(send(method, { name: 'a' })));
      expect(error).toMatchObject({ status: 0, code: 'OFFLINE' });
      expect(error.message).toBe('You are offline: nothing was sent. Try again once the connection is back.');
      expect(seen).toHaveLength(0);
    });

    it('still lets a read try the network (the browser may be wrong about being offline)', async () => {
      const { transport, seen } = setup([json(200, { ssh_keys: [] })], 'tkn', () => false);
      expect((await transport(get())).status).toBe(200);
      expect(seen).toHaveLength(1);
    });

    it('stops retrying a DELETE when the network goes away between tries, without claiming nothing was sent', async () => {
      let online = true;
      const { transport, seen } = setup(
        [json(503, { err: 'SERVICE_UNAVAILABLE' }), new Response(null, { status: 204 })],
        'tkn',
        () => online,
      );
      const pending = failure(transport(new Request('http://api.test/ssh_keys/1', { method: 'DELETE' })));
      online = false;
      const error = await pending;
      expect(error.code).toBe('NETWORK_ERROR');
      expect(seen).toHaveLength(1);
    });
  });
});
