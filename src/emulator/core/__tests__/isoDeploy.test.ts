import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA_IDS } from '../demoFixture';
import { ISO_PROGRESS_INTERVAL_MS } from '../routes/isos';
import { arrayOf, createHarness, expectError, idOf, listField, NEW_VM } from './harness';

const { os: _os, ...WITHOUT_OS } = NEW_VM;

/** Adds an ISO by URL and returns its id (POST /isos answers 201 without a body). */
function addIso(h: ReturnType<typeof createHarness>, url: string): string {
  expect(h.post('/isos', { url }).status).toBe(201);
  return idOf(listField(h.get('/isos'), 'isos').at(-1) ?? {});
}

describe('POST /vm from a custom ISO', () => {
  it('deploys from a finished download, the VM named after the ISO, which then cannot be deleted', () => {
    const h = createHarness();
    const isoId = addIso(h, 'https://example.net/images/alpine-virt-3.22.iso');
    h.advance(10 * ISO_PROGRESS_INTERVAL_MS);
    expect(listField(h.get('/isos'), 'isos').at(-1)?.['status']).toBe(100);

    expect(h.post('/vm', { ...WITHOUT_OS, name: 'from-iso', iso_id: isoId }).status).toBe(201);
    const vm = arrayOf(h.get('/vm')).find((candidate) => candidate['name'] === 'from-iso');
    expect(vm?.['template']).toBe('alpine-virt-3.22');
    expectError(h.del(`/isos/${isoId}`), 400, 'ISO_IN_USE');
  });

  it('refuses an ISO still downloading, or one that failed, with 400 (as POST /vm documents)', () => {
    const h = createHarness();
    const downloading = addIso(h, 'https://example.net/images/slow.iso');
    h.advance(3 * ISO_PROGRESS_INTERVAL_MS);
    expectError(h.post('/vm', { ...WITHOUT_OS, iso_id: downloading }), 400, 'ISO_NOT_READY');

    const failing = addIso(h, 'https://example.net/images/will-fail.iso');
    h.advance(20 * ISO_PROGRESS_INTERVAL_MS);
    expect(listField(h.get('/isos'), 'isos').at(-1)?.['status']).toBe(-1);
    expectError(h.post('/vm', { ...WITHOUT_OS, iso_id: failing }), 400, 'ISO_NOT_READY');
    expect(arrayOf(h.get('/vm')).some((vm) => vm['name'] === NEW_VM.name)).toBe(false);
  });

  it('refuses to boot an ISO and an OS template at once', () => {
    const h = createHarness();
    expectError(h.post('/vm', { ...NEW_VM, iso_id: DEMO_MEDIA_IDS.rescueIso }), 400, 'INVALID_IMAGE_SOURCE');
  });

  it('deploys from one of the provider’s ISOs', () => {
    const h = createHarness();
    expect(h.post('/vm', { ...WITHOUT_OS, name: 'from-system', iso_id: DEMO_MEDIA_IDS.ubuntuSystemIso }).status).toBe(
      201,
    );
  });
});
