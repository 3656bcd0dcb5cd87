import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN, demoFixture } from '../../core';
import { serverPerTest } from './serverPerTest';

const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

describe('multipart uploads through the Node server', () => {
  const servers = serverPerTest();

  it('stores the uploaded file with its name and size, and team_id from a text field', async () => {
    const url = await servers.start();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'big.uki.efi');
    form.append('team_id', 'e72e0f3c-6864-4116-a9b3-55bf9dabd621');
    const response = await fetch(`${url}/measured-boot-images`, { method: 'POST', headers: auth, body: form });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ filename: 'big.uki.efi', size: 2 * 1024 * 1024 });
    const staging = await fetch(`${url}/measured-boot-images?team_id=e72e0f3c-6864-4116-a9b3-55bf9dabd621`, {
      headers: auth,
    });
    expect(((await staging.json()) as { files: unknown[] }).files).toHaveLength(1);
  });

  it('answers 400 for an unreadable form and FILE_TOO_LARGE beyond the image limit, JSON bodies unchanged', async () => {
    const url = await servers.start({ fixture: { ...demoFixture, measured_boot_image_max_size: 1024 * 1024 } });
    const multipart = { ...auth, 'Content-Type': 'multipart/form-data; boundary=x' };
    const broken = await fetch(`${url}/measured-boot-images`, { method: 'POST', headers: multipart, body: 'x' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ err: 'INVALID_MULTIPART' });
    const huge = await fetch(`${url}/measured-boot-images`, {
      method: 'POST',
      headers: multipart,
      body: new Uint8Array(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual({ err: 'FILE_TOO_LARGE' });
    const json = await fetch(`${url}/isos`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.net/a.iso' }),
    });
    expect(json.status).toBe(201);
  });
});
