import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from './client';
import { describePlanned, planRequest, sendPlanned } from './apiRequest';
import { curlCommand } from '../../lib/requestText';

function recordingApi(answer: unknown, status = 201) {
  const sent: Request[] = [];
  configureApi({
    baseUrl: 'https://cloud.example/api/',
    fetch: (input: RequestInfo | URL) => {
      sent.push(input as Request);
      return Promise.resolve(status === 204 ? new Response(null, { status }) : Response.json(answer, { status }));
    },
  });
  return sent;
}

afterEach(() => configureApi({ baseUrl: '/api' }));

describe('a planned request', () => {
  it('is sent as it is described: the same method, URL and body', async () => {
    const sent = recordingApi({ ssh_key: { id: 'k1', name: 'laptop' } });
    const planned = planRequest('post', '/ssh_keys', {
      body: { team_id: 't1', name: 'laptop', ssh_key: 'ssh-ed25519 AAAA' },
    });
    const answer = await sendPlanned(planned);
    expect(answer.ssh_key.id).toBe('k1');

    const described = describePlanned(planned);
    const request = sent[0];
    expect(request).toBeDefined();
    expect(described).toEqual({
      method: request?.method,
      url: request?.url,
      body: JSON.parse((await request?.text()) ?? ''),
    });
  });

  it('carries its path ids and query string, encoded as the client encodes them', async () => {
    const sent = recordingApi(undefined, 204);
    const planned = planRequest('delete', '/ssh_keys/{ssh_key_id}', {
      params: { path: { ssh_key_id: 'a b/c' }, query: { team_id: 't 1' } },
    });
    await sendPlanned(planned);
    const described = describePlanned(planned);
    expect(described).toEqual({ method: 'DELETE', url: sent[0]?.url });
    expect(described.url).toBe('https://cloud.example/api/ssh_keys/a%20b%2Fc?team_id=t%201');
    expect(curlCommand(described)).not.toContain('Content-Type');
  });
});
