import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_TOKEN } from '../core';
import { MAX_MULTIPART_BYTES } from '../core/multipart';
import { emulatorHandlers } from '../msw';

// Node's fetch, FormData and Blob: under jsdom, jsdom's Blob reaches Node's fetch, which sends it as the
// text "[object Blob]" before MSW sees anything (a test-environment mix-up, not the handler's).
const BASE = 'http://api.test/api';
const emulator = createEmulator({ now: () => Date.UTC(2026, 10, 22, 12) });
const server = setupServer(...emulatorHandlers(emulator, BASE));
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => emulator.reset());
afterAll(() => server.close());

function upload(body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${BASE}/measured-boot-images`, { method: 'POST', headers: { ...auth, ...headers }, body });
}

describe('multipart uploads through MSW', () => {
  it('passes the file and text fields to the emulator', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(300)], { type: 'application/efi' }), 'arch.uki.efi');
    form.append('description', 'Arch');
    const response = await upload(form);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ filename: 'arch.uki.efi', description: 'Arch', size: 300 });
  });

  it('answers 400 for a body that is not the announced form, and 413 beyond the cap', async () => {
    const broken = await upload('nope', { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ err: 'INVALID_MULTIPART' });
    const huge = await upload(new Uint8Array(MAX_MULTIPART_BYTES + 1), {
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    expect(huge.status).toBe(413);
  });

  it('leaves JSON routes as they were', async () => {
    const response = await fetch(`${BASE}/isos`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.net/a.iso' }),
    });
    expect(response.status).toBe(201);
  });
});
