import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_TOKEN, demoFixture } from '../core';
import { MAX_MULTIPART_PARTS } from '../core/multipart';
import { emulatorHandlers } from '../msw';

// Node's fetch, FormData and Blob: under jsdom, jsdom's Blob reaches Node's fetch, which sends it as the
// text "[object Blob]" before MSW sees anything (a test-environment mix-up, not the handler's).
const BASE = 'http://api.test/api';
const emulator = createEmulator({
  fixture: { ...demoFixture, measured_boot_image_max_size: 1024 * 1024 },
  now: () => Date.UTC(2026, 10, 22, 12),
});
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

  it('answers 400 for a body that is not the announced form, and FILE_TOO_LARGE beyond the image limit', async () => {
    const broken = await upload('nope', { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ err: 'INVALID_MULTIPART' });
    const huge = await upload(new Uint8Array(2 * 1024 * 1024), {
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual({ err: 'FILE_TOO_LARGE' });
  });

  it('refuses a form with more parts than the cap with 400 INVALID_MULTIPART', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10)]), 'a.efi');
    for (let index = 0; index < MAX_MULTIPART_PARTS; index++) form.append(`field${index}`, 'x');
    const response = await upload(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ err: 'INVALID_MULTIPART' });
  });

  it('answers an unknown path or a missing token without reading the body', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10)]), 'a.efi');
    expect((await fetch(`${BASE}/no-such-path`, { method: 'POST', headers: auth, body: form })).status).toBe(404);
    const anonymous = await fetch(`${BASE}/measured-boot-images`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ err: 'UNAUTHORIZED' });
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
