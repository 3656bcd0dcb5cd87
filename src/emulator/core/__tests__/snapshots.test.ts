import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../demoFixture';
import { arrayOf, bodyOf, createHarness, expectError, expectNoBody } from './harness';

const SNAPSHOT = 'e4f2fdac-ac8f-40ec-9bff-0d8e0f0df046';
const BACKUP = 'bc5c5003-ee2f-494a-a7e6-a94a3996759d';
const PENDING_BACKUP = '9a15cf86-31a7-4eb3-bab0-2a2d66bde965';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const LINK = /^https:\/\/ams\.dl\.emulator\.test\/download\?fid=[0-9a-f]{32}$/;

describe('download links', () => {
  it('answers a fresh one-time link for an available snapshot or backup', () => {
    const h = createHarness();
    const first = String(bodyOf(h.post(`/snapshots/${SNAPSHOT}`)).url);
    const second = String(bodyOf(h.post(`/snapshots/${SNAPSHOT}`)).url);
    expect(first).toMatch(LINK);
    expect(second).not.toBe(first);
    expect(String(bodyOf(h.post(`/backups/${BACKUP}`)).url)).toMatch(LINK);
  });

  it('answers 400 while pending and 404 for an unknown id', () => {
    const h = createHarness();
    expectError(h.post(`/backups/${PENDING_BACKUP}`), 400, 'DOWNLOAD_NOT_READY');
    expectError(h.post(`/backups/${UNKNOWN}`), 404, 'NOT_FOUND');
    expectError(h.post(`/snapshots/${UNKNOWN}`), 404, 'NOT_FOUND');
    expectError(h.post(`/snapshots/${SNAPSHOT}`, { team_id: DEMO_TEAM_IDS.staging }), 404, 'NOT_FOUND');
    h.post(`/vm/${DEMO_VM_IDS.web2}/snapshot`, { name: 'fresh' });
    const pending = arrayOf(h.get('/snapshots')).at(-1) ?? {};
    expectError(h.post(`/snapshots/${String(pending['id'])}`), 400, 'DOWNLOAD_NOT_READY');
  });
});

describe('DELETE /snapshots/{id}', () => {
  it('deletes a snapshot, 404 afterwards', () => {
    const h = createHarness();
    expectNoBody(h.del(`/snapshots/${SNAPSHOT}`), 204);
    expectError(h.del(`/snapshots/${SNAPSHOT}`), 404, 'NOT_FOUND');
    expect(arrayOf(h.get('/snapshots'))).toEqual([]);
  });

  it('cancels a pending snapshot; the VM still finishes its action', () => {
    const h = createHarness();
    h.post(`/vm/${DEMO_VM_IDS.web2}/snapshot`, { name: 'fresh' });
    const pending = arrayOf(h.get('/snapshots')).at(-1) ?? {};
    expectNoBody(h.del(`/snapshots/${String(pending['id'])}`), 204);
    h.advance(5_000);
    expect(arrayOf(h.get('/snapshots'))).toHaveLength(1);
    expect(bodyOf(h.get(`/vm/${DEMO_VM_IDS.web2}`))).toMatchObject({ status: 'active', active_action_id: null });
  });
});
