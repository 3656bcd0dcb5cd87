import { describe, expect, it } from 'vitest';
import { itAnswers } from '../../../test/answerTables';
import { DEMO_TOKEN } from '../demoFixture';
import { createEmulator } from '../emulator';
import { isAmbiguousPath } from '../router';

const GROUP = '05969206-704c-4692-97d3-b447725ce341';

/** The core as a transport hands it a path: exactly as received, nothing resolved. */
function call(method: string, path: string, token: string | null = DEMO_TOKEN) {
  const emulator = createEmulator();
  const headers = token === null ? {} : { authorization: `Bearer ${token}` };
  return emulator.handle({ method, path, query: new URLSearchParams(), headers, body: null });
}

describe('paths that could name another resource', () => {
  it.each([
    `/ssh_keys/..%2Fnetwork%2Ffirewalls%2F${GROUP}`,
    '/ssh_keys/%2e%2e',
    '/ssh_keys/%2E',
    '/ssh_keys/.',
    '/ssh_keys/..',
    '/ssh_keys/a%5Cb',
    '/ssh_keys/a\\b',
    '/ssh_keys//x',
    '//ssh_keys',
    '/network//firewalls',
  ])('answer %s 400 INVALID_PATH, token or not', (path) => {
    for (const token of [DEMO_TOKEN, null]) {
      const response = call('DELETE', path, token);
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { err: 'INVALID_PATH' } });
    }
  });

  it('leave other paths to the router', () => {
    expect(call('GET', '/ssh_keys/').status).toBe(404);
    expect(call('GET', '/ssh_keys/').body).toBeUndefined();
    expect(call('GET', '/ssh_keys/a%2Eb').body).toEqual({ err: 'NOT_FOUND' });
    expect(call('GET', '/object-storage/%E0%A4%A/buckets').status).toBe(404);
    expect(call('GET', '/ssh_keys').status).toBe(200);
  });
});

describe('isAmbiguousPath', () => {
  itAnswers(isAmbiguousPath, 'reads %s as received: ambiguous %s', [
    ['/', false],
    ['/teams', false],
    ['/network/firewalls/', false],
    ['/a/...', false],
    ['/a/%2e%2e%2e', false],
    ['/a/.%2E', true],
    ['/a/%2f', true],
  ]);
});
