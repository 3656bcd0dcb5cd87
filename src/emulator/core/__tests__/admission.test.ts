import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN, demoFixture } from '../demoFixture';
import { createEmulator } from '../emulator';
import { uploadBodyLimit } from '../multipart';
import type { EmulatorRequestHead } from '../types';

const MULTIPART = 'multipart/form-data; boundary=x';

function head(method: string, path: string, headers: Record<string, string> = {}): EmulatorRequestHead {
  return { method, path, query: new URLSearchParams(), headers: { authorization: `Bearer ${DEMO_TOKEN}`, ...headers } };
}

describe('admit: what a request’s body is needed for, from its head', () => {
  const emulator = createEmulator({ fixture: { ...demoFixture, measured_boot_image_max_size: 5000 } });

  it('answers an unknown route, a wrong method and an ambiguous path at once', () => {
    expect(emulator.admit(head('POST', '/no-such-path'))).toEqual({
      kind: 'answer',
      response: { status: 404, headers: {} },
    });
    expect(emulator.admit(head('PUT', '/measured-boot-images'))).toMatchObject({
      kind: 'answer',
      response: { status: 405 },
    });
    expect(emulator.admit(head('POST', '/ssh_keys/%2e%2e/x'))).toMatchObject({
      kind: 'answer',
      response: { status: 400, body: { err: 'INVALID_PATH' } },
    });
  });

  it('answers a missing or unknown token 401 at once, except on the public route', () => {
    const anonymous = { ...head('POST', '/measured-boot-images'), headers: { 'content-type': MULTIPART } };
    expect(emulator.admit(anonymous)).toEqual({
      kind: 'answer',
      response: expect.objectContaining({ status: 401, body: { err: 'UNAUTHORIZED' } }),
    });
    const priced = { ...head('GET', '/instance_price'), headers: {} };
    expect(emulator.admit(priced)).toEqual({ kind: 'no-body' });
  });

  it('wants no body for GET and DELETE, JSON for other routes, and an upload only where a route takes one', () => {
    expect(emulator.admit(head('GET', '/ssh_keys'))).toEqual({ kind: 'no-body' });
    expect(emulator.admit(head('POST', '/ssh_keys', { 'content-type': MULTIPART }))).toEqual({ kind: 'json' });
    expect(emulator.admit(head('POST', '/measured-boot-images', { 'content-type': 'application/json' }))).toEqual({
      kind: 'json',
    });
    expect(emulator.admit(head('POST', '/measured-boot-images', { 'content-type': MULTIPART }))).toEqual({
      kind: 'upload',
      maxBytes: uploadBodyLimit(5000),
      tooLarge: expect.objectContaining({ status: 400, body: { err: 'FILE_TOO_LARGE' } }),
    });
  });

  it('shapes its answers for documented-errors-only mode', () => {
    const documented = createEmulator({ documentedErrorsOnly: true });
    const anonymous = { ...head('POST', '/measured-boot-images'), headers: {} };
    expect(documented.admit(anonymous)).toMatchObject({ kind: 'answer', response: { status: 401 } });
  });
});
