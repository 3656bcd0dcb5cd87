import { describe, expect, it } from 'vitest';
import { demoFixture, DEMO_MEDIA_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS } from '../demoFixture';
import type { EmulatorForm } from '../multipart';
import { parseMultipartForm } from '../multipart';
import { bodyOf, createHarness, expectAnswer, expectError, expectNoBody, listField } from './harness';

function formWith(file: { name: string; size: number } | null, fields: Record<string, string> = {}): EmulatorForm {
  return {
    fields,
    files:
      file === null
        ? {}
        : { file: { filename: file.name, contentType: 'application/efi', bytes: new Uint8Array(file.size) } },
  };
}

const upload = (h: ReturnType<typeof createHarness>, form: EmulatorForm) =>
  h.call('POST', '/measured-boot-images', { form });

describe('multipart parsing', () => {
  it('reads file name, bytes and text fields from a real multipart body', async () => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'folder/arch.uki.efi');
    data.append('description', 'arch');
    const request = new Request('http://emulator.test/', { method: 'POST', body: data });
    const form = await parseMultipartForm(await request.arrayBuffer(), request.headers.get('content-type') ?? '');
    expect(form?.fields).toEqual({ description: 'arch' });
    expect(form?.files['file']?.filename).toMatch(/arch\.uki\.efi$/);
    expect([...(form?.files['file']?.bytes ?? [])]).toEqual([1, 2, 3]);
  });

  it('answers null for a body that is not the form its header announces', async () => {
    const bytes = new TextEncoder().encode('not multipart');
    expect(await parseMultipartForm(bytes, 'multipart/form-data; boundary=x')).toBeNull();
  });
});

describe('measured-boot images', () => {
  it('lists the team’s images', () => {
    expect(listField(createHarness().get('/measured-boot-images'), 'files')).toEqual([
      expect.objectContaining({ id: DEMO_MEDIA_IDS.debianUki, filename: 'debian-12.uki.efi' }),
    ]);
  });

  it('uploads a file: 201 with the bare image, size = bytes received, name without folders', () => {
    const h = createHarness();
    const response = upload(h, formWith({ name: 'C:\\builds\\arch.uki.efi', size: 2048 }, { description: 'Arch' }));
    expectAnswer(response, 201, {
      id: expect.any(String),
      filename: 'arch.uki.efi',
      description: 'Arch',
      size: 2048,
      created: '2026-11-22T12:00:00Z',
    });
    expect(listField(h.get('/measured-boot-images'), 'files')).toHaveLength(2);
  });

  it('refuses no file (also a JSON body), an empty one, a too-large one, and an unreadable form', () => {
    const h = createHarness({ fixture: { ...demoFixture, measured_boot_image_max_size: 1024 } });
    expectError(upload(h, formWith(null, { description: 'x' })), 400, 'MISSING_FILE');
    expectError(upload(h, formWith({ name: 'a.efi', size: 0 })), 400, 'MISSING_FILE');
    expectError(h.post('/measured-boot-images', { file: 'a.efi' }), 400, 'MISSING_FILE');
    expectError(upload(h, formWith({ name: 'a.efi', size: 1025 })), 400, 'FILE_TOO_LARGE');
    expect(upload(h, formWith({ name: 'a.efi', size: 1024 })).status).toBe(201);
    const unparsed = h.call('POST', '/measured-boot-images', {
      rawBody: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectError(unparsed, 400, 'INVALID_MULTIPART');
  });

  it('refuses a file name that shows nothing or is too long, and stores an invisible description as empty', () => {
    const h = createHarness();
    for (const name of ['\u2800', '\u200b\u200b', '\u0301', '\ue000']) {
      expectError(upload(h, formWith({ name, size: 10 })), 400, 'INVALID_NAME');
    }
    expectError(upload(h, formWith({ name: `${'a'.repeat(252)}.efi`, size: 10 })), 400, 'NAME_TOO_LONG');
    const stored = upload(h, formWith({ name: 'a.efi', size: 10 }, { description: ' \u2800\u200b ' }));
    expect(bodyOf(stored)['description']).toBe('');
    expectError(
      upload(h, formWith({ name: 'a.efi', size: 10 }, { description: 'x'.repeat(256) })),
      400,
      'DESCRIPTION_TOO_LONG',
    );
  });

  it('keeps at most 10 images per team: the 11th upload is 400 MEASURED_BOOT_IMAGE_LIMIT_REACHED', () => {
    const h = createHarness();
    for (let count = 1; count < 10; count++)
      expect(upload(h, formWith({ name: `${count}.efi`, size: 10 })).status).toBe(201);
    expect(listField(h.get('/measured-boot-images'), 'files')).toHaveLength(10);
    expectError(upload(h, formWith({ name: 'eleventh.efi', size: 10 })), 400, 'MEASURED_BOOT_IMAGE_LIMIT_REACHED');
    expect(listField(h.get('/measured-boot-images'), 'files')).toHaveLength(10);
    // Another team has its own 10; a deleted image makes room.
    const staging = { description: '', team_id: DEMO_TEAM_IDS.staging };
    expect(upload(h, formWith({ name: 'staging.efi', size: 10 }, staging)).status).toBe(201);
    const spare = listField(h.get('/measured-boot-images'), 'files').find((image) => image['filename'] === '1.efi');
    expectNoBody(h.del(`/measured-boot-images/${String(spare?.['id'])}`), 204);
    expect(upload(h, formWith({ name: 'eleventh.efi', size: 10 })).status).toBe(201);
  });

  it('answers the limit bodiless 400 in documented-errors-only mode', () => {
    const h = createHarness({ documentedErrorsOnly: true });
    for (let count = 1; count < 10; count++) upload(h, formWith({ name: `${count}.efi`, size: 10 }));
    expectNoBody(upload(h, formWith({ name: 'eleventh.efi', size: 10 })), 400);
  });

  it('deletes an unused image, 409 while a VM boots it, 404 unknown', () => {
    const h = createHarness();
    expectError(h.del(`/measured-boot-images/${DEMO_MEDIA_IDS.debianUki}`), 409, 'MEASURED_BOOT_IMAGE_IN_USE');
    const id = String(bodyOf(upload(h, formWith({ name: 'x.efi', size: 10 }))).id);
    expectNoBody(h.del(`/measured-boot-images/${id}`), 204);
    expectError(h.del(`/measured-boot-images/${id}`), 404, 'NOT_FOUND');
  });
});

describe('attach and detach measured boot', () => {
  const db1 = `/vm/${DEMO_VM_IDS.db1}`;

  it('detaches and attaches with a power cycle, busy meanwhile', () => {
    const h = createHarness();
    const detached = h.post(`${db1}/detach-measured-boot`);
    expectAnswer(detached, 202, { audit_log_id: expect.any(String) });
    expect(bodyOf(h.get(db1))['active_action_id']).toBe(bodyOf(detached).audit_log_id);
    expectError(h.post(`${db1}/attach-measured-boot`, { uki_image_id: DEMO_MEDIA_IDS.debianUki }), 409, 'VM_BUSY');
    h.advance(5_000);
    expect(bodyOf(h.get(db1))['active_action_id']).toBeNull();
    expectNoBody(h.del(`/measured-boot-images/${DEMO_MEDIA_IDS.debianUki}`), 204);
  });

  it('attaches an image to a VM with SEV-SNP on', () => {
    const h = createHarness();
    const id = String(bodyOf(upload(h, formWith({ name: 'y.efi', size: 10 }))).id);
    expect(h.post(`${db1}/attach-measured-boot`, { uki_image_id: id }).status).toBe(202);
    h.advance(5_000);
    expectError(h.del(`/measured-boot-images/${id}`), 409, 'MEASURED_BOOT_IMAGE_IN_USE');
    expectNoBody(h.del(`/measured-boot-images/${DEMO_MEDIA_IDS.debianUki}`), 204);
  });

  it('answers 400 without an image id or with SEV-SNP off, 404 for an unknown image or VM', () => {
    const h = createHarness();
    const web1 = `/vm/${DEMO_VM_IDS.web1}`;
    expectError(h.post(`${db1}/attach-measured-boot`, {}), 400, 'MISSING_FIELD');
    expectError(
      h.post(`${web1}/attach-measured-boot`, { uki_image_id: DEMO_MEDIA_IDS.debianUki }),
      400,
      'SEV_NOT_ENABLED',
    );
    expectError(
      h.post(`${db1}/attach-measured-boot`, { uki_image_id: '00000000-0000-4000-8000-000000000000' }),
      404,
      'MEASURED_BOOT_IMAGE_NOT_FOUND',
    );
    expectError(h.post(`/vm/${DEMO_VM_IDS.stagingDb1}/detach-measured-boot`), 404, 'NOT_FOUND');
  });
});
