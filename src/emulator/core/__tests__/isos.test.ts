import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA_IDS, DEMO_TEAM_IDS } from '../demoFixture';
import { readIsoUrl } from '../routes/isos';
import { createHarness, expectError, expectNoBody, field, idOf, listField } from './harness';

const ALPINE = 'https://dl.example.net/alpine/alpine-virt-3.22.1-x86_64.iso';

describe('ISO URLs', () => {
  it('takes the file name from the path and a declared size from `size`, else a stable made-up one', () => {
    expect(readIsoUrl('https://example.net/a/b/My%20Disk.ISO?size=123')).toEqual({
      filename: 'My Disk.ISO',
      name: 'My Disk',
      size: 123,
    });
    const made = readIsoUrl(ALPINE).size;
    expect(made).toBe(readIsoUrl(ALPINE).size);
    expect(made).toBeGreaterThan(300 * 1024 ** 2);
    expect(made).toBeLessThan(5 * 1024 ** 3);
  });
});

describe('GET /isos', () => {
  it('lists the system ISOs, then the team’s', () => {
    const isos = listField(createHarness().get('/isos'), 'isos');
    expect(isos.map((iso) => [iso['id'], iso['is_system_iso'], iso['status']])).toEqual([
      [DEMO_MEDIA_IDS.ubuntuSystemIso, true, 100],
      [DEMO_MEDIA_IDS.debianSystemIso, true, 100],
      [DEMO_MEDIA_IDS.rescueIso, false, 100],
    ]);
    const staging = listField(createHarness().get(`/isos?team_id=${DEMO_TEAM_IDS.staging}`), 'isos');
    expect(staging.every((iso) => iso['is_system_iso'] === true)).toBe(true);
  });
});

describe('POST /isos', () => {
  it('answers 201 without a body and downloads from 0 to 100 over ten seconds', () => {
    const h = createHarness();
    expectNoBody(h.post('/isos', { url: ALPINE }), 201);
    const latest = () => listField(h.get('/isos'), 'isos').at(-1) ?? {};
    expect(latest()).toMatchObject({
      filename: 'alpine-virt-3.22.1-x86_64.iso',
      name: 'alpine-virt-3.22.1-x86_64',
      desc: '',
      status: 0,
      is_system_iso: false,
    });
    h.advance(3_000);
    expect(latest()['status']).toBe(30);
    h.advance(7_000);
    expect(latest()['status']).toBe(100);
    expect(field(h.get(`/isos/${idOf(latest())}`), 'iso')['status']).toBe(100);
  });

  it('ends a URL containing "fail" at -1', () => {
    const h = createHarness();
    h.post('/isos', { url: 'https://example.net/will-fail.iso' });
    h.advance(2_000);
    expect(listField(h.get('/isos'), 'isos').at(-1)?.['status']).toBe(20);
    h.advance(10_000);
    expect(listField(h.get('/isos'), 'isos').at(-1)?.['status']).toBe(-1);
  });

  it('refuses bad URLs and big files with 400, and the team limit with 401', () => {
    const h = createHarness();
    expectError(h.post('/isos', {}), 400, 'MISSING_FIELD');
    for (const url of ['ftp://example.net/a.iso', 'https://example.net/a.img', 'not a url', 'https://example.net/']) {
      expectError(h.post('/isos', { url }), 400, 'INVALID_ISO_URL');
    }
    expectError(h.post('/isos', { url: `https://example.net/big.iso?size=${9 * 1024 ** 3}` }), 400, 'ISO_TOO_LARGE');
    expectNoBody(h.post('/isos', { url: 'https://example.net/a.iso' }), 201);
    expectNoBody(h.post('/isos', { url: 'https://example.net/b.iso' }), 201);
    expectError(h.post('/isos', { url: 'https://example.net/c.iso' }), 401, 'ISO_LIMIT_REACHED');
  });

  it('refuses a file whose name shows nothing (400 INVALID_ISO_URL) or is too long (400 NAME_TOO_LONG)', () => {
    const h = createHarness();
    for (const name of ['\u2800', '%E2%A0%80%E2%A0%80', '%E2%80%8B', '%CC%81', '%EE%80%80', '%20%20']) {
      expectError(h.post('/isos', { url: `https://example.net/${name}.iso` }), 400, 'INVALID_ISO_URL');
    }
    expectError(h.post('/isos', { url: `https://example.net/${'a'.repeat(252)}.iso` }), 400, 'NAME_TOO_LONG');
    expectNoBody(h.post('/isos', { url: `https://example.net/${'a'.repeat(251)}.iso` }), 201);
    expect(listField(h.get('/isos'), 'isos').map((iso) => iso['name'])).toContain('a'.repeat(251));
  });
});

describe('GET and DELETE /isos/{id}', () => {
  it('reads team and system ISOs, 404 for others', () => {
    const h = createHarness();
    expect(field(h.get(`/isos/${DEMO_MEDIA_IDS.debianSystemIso}`), 'iso')['is_system_iso']).toBe(true);
    expectError(h.get('/isos/00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(h.get(`/isos/${DEMO_MEDIA_IDS.rescueIso}?team_id=${DEMO_TEAM_IDS.staging}`), 404, 'NOT_FOUND');
  });

  it('refuses to delete an ISO a VM boots from (400) and a system ISO (404); deletes the rest', () => {
    const h = createHarness();
    expectError(h.del(`/isos/${DEMO_MEDIA_IDS.rescueIso}`), 400, 'ISO_IN_USE');
    expectError(h.del(`/isos/${DEMO_MEDIA_IDS.ubuntuSystemIso}`), 404, 'NOT_FOUND');
    h.post('/isos', { url: ALPINE });
    const created = listField(h.get('/isos'), 'isos').at(-1) ?? {};
    expectNoBody(h.del(`/isos/${idOf(created)}`), 204);
    expectError(h.get(`/isos/${idOf(created)}`), 404, 'NOT_FOUND');
    h.advance(20_000); // the scheduled download steps of a deleted ISO change nothing
    expect(listField(h.get('/isos'), 'isos')).toHaveLength(3);
  });
});
