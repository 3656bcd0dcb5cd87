import { beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../http/client';
import { describePlanned } from '../http/apiRequest';
import { DEFAULT_TEAM } from '../resources/team';
import { deployRequests } from './deploy';
import { rdnsRequests } from './rdns';
import { vmRequests } from './vms';

const ROOT = 'https://cloud.example/api';

beforeAll(() => configureApi({ baseUrl: `${ROOT}/` }));

describe('vmRequests', () => {
  it('sends an action to its own path, team_id in the body, force_stop and desc only when given', () => {
    expect(describePlanned(vmRequests.action('t1', 'v1', { action: 'reboot' }))).toEqual({
      method: 'POST',
      url: `${ROOT}/vm/v1/reboot`,
      body: { team_id: 't1' },
    });
    expect(describePlanned(vmRequests.action('t1', 'v1', { action: 'stop', force_stop: true }))).toEqual({
      method: 'POST',
      url: `${ROOT}/vm/v1/stop`,
      body: { team_id: 't1', force_stop: true },
    });
    expect(describePlanned(vmRequests.action('t1', 'v1', { action: 'snapshot', name: 'before' }))).toEqual({
      method: 'POST',
      url: `${ROOT}/vm/v1/snapshot`,
      body: { team_id: 't1', name: 'before' },
    });
    expect(describePlanned(vmRequests.action(DEFAULT_TEAM, 'v1', { action: 'disable-bgp' }))).toEqual({
      method: 'POST',
      url: `${ROOT}/vm/v1/disable-bgp`,
      body: {},
    });
  });

  it('changes one setting by PATCH, and deletes with team_id in the query (none for the default team)', () => {
    expect(describePlanned(vmRequests.change('t1', 'v1', { enable_sev: true }))).toEqual({
      method: 'PATCH',
      url: `${ROOT}/vm/v1`,
      body: { team_id: 't1', enable_sev: true },
    });
    expect(describePlanned(vmRequests.remove('t1', 'v1'))).toEqual({
      method: 'DELETE',
      url: `${ROOT}/vm/v1?team_id=t1`,
    });
    expect(describePlanned(vmRequests.remove(DEFAULT_TEAM, 'v1'))).toEqual({ method: 'DELETE', url: `${ROOT}/vm/v1` });
  });

  it('restores from the source chosen, and attaches or detaches a measured-boot image', () => {
    expect(describePlanned(vmRequests.restore('t1', 'v1', { from: 'backup', backupId: 'b1' }))).toMatchObject({
      url: `${ROOT}/vm/v1/restore-backup`,
      body: { team_id: 't1', backup_id: 'b1' },
    });
    expect(describePlanned(vmRequests.restore('t1', 'v1', { from: 'snapshot', snapshotId: 's1' }))).toMatchObject({
      url: `${ROOT}/vm/v1/restore-snapshot`,
      body: { team_id: 't1', snapshot_id: 's1' },
    });
    expect(describePlanned(vmRequests.measuredBoot('t1', 'v1', { attach: 'u1' }))).toMatchObject({
      url: `${ROOT}/vm/v1/attach-measured-boot`,
      body: { team_id: 't1', uki_image_id: 'u1' },
    });
    expect(describePlanned(vmRequests.measuredBoot(DEFAULT_TEAM, 'v1', { detach: true }))).toEqual({
      method: 'POST',
      url: `${ROOT}/vm/v1/detach-measured-boot`,
      body: {},
    });
  });
});

describe('rdnsRequests', () => {
  it('sets by POST with the pair in the body, and removes the address encoded in the path', () => {
    expect(describePlanned(rdnsRequests.set('t1', 'v1', { ip_addr: '192.0.2.11', domain: 'a.example' }))).toEqual({
      method: 'POST',
      url: `${ROOT}/vm/v1/rdns`,
      body: { team_id: 't1', ip_addr: '192.0.2.11', domain: 'a.example' },
    });
    expect(describePlanned(rdnsRequests.remove('t1', 'v1', '2001:db8::1'))).toEqual({
      method: 'DELETE',
      url: `${ROOT}/vm/v1/rdns/2001%3Adb8%3A%3A1?team_id=t1`,
    });
  });
});

describe('deployRequests', () => {
  it('posts the body as the form built it, team_id left out for the default team', () => {
    const body = { name: 'web-3', location: 'Amsterdam', cpu: 2, os: 131 };
    expect(describePlanned(deployRequests.create('t1', body))).toEqual({
      method: 'POST',
      url: `${ROOT}/vm`,
      body: { team_id: 't1', ...body },
    });
    expect(describePlanned(deployRequests.create(DEFAULT_TEAM, body)).body).toEqual(body);
  });
});
