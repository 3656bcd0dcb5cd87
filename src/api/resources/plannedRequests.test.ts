import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/client';
import { describePlanned } from '../http/apiRequest';
import { DEFAULT_TEAM } from './team';
import { sshKeyRequests } from './sshKeys';
import { startupScriptRequests } from './startupScripts';
import { firewallRequests } from './firewalls';
import { ipListRequests } from './ipLists';
import { vpcRequests } from './vpcs';
import { isoRequests } from './isos';
import { measuredBootRequests } from './measuredBootImages';
import { objectStorageRequests } from './objectStorage';

// The planned requests the resource modules send and show, against the contract: what the types
// cannot say (where team_id goes, and when it is left out; which optional fields are left out).

const BASE = 'https://cloud.example/api';
beforeEach(() => configureApi({ baseUrl: `${BASE}/` }));
afterEach(() => configureApi({ baseUrl: '/api' }));

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBf0 laptop';

describe('SSH keys', () => {
  it('always carry team_id in the body, "" for the default team, and the whole key on a change', () => {
    expect(describePlanned(sshKeyRequests.create(DEFAULT_TEAM, { name: 'laptop', ssh_key: KEY }))).toEqual({
      method: 'POST',
      url: `${BASE}/ssh_keys`,
      body: { team_id: '', name: 'laptop', ssh_key: KEY },
    });
    expect(describePlanned(sshKeyRequests.update('t1', 'k1', { name: 'desk', ssh_key: KEY }))).toEqual({
      method: 'PATCH',
      url: `${BASE}/ssh_keys/k1`,
      body: { team_id: 't1', name: 'desk', ssh_key: KEY },
    });
  });

  it('are deleted with team_id in the query, none for the default team', () => {
    expect(describePlanned(sshKeyRequests.delete('t1', 'k1'))).toEqual({
      method: 'DELETE',
      url: `${BASE}/ssh_keys/k1?team_id=t1`,
    });
    expect(describePlanned(sshKeyRequests.delete(DEFAULT_TEAM, 'k1')).url).toBe(`${BASE}/ssh_keys/k1`);
  });
});

describe('startup scripts', () => {
  it('leave team_id out for the default team and send the content exactly as given', () => {
    const content = "#!/bin/sh\necho 'hi'\n";
    expect(describePlanned(startupScriptRequests.create(DEFAULT_TEAM, { name: 'boot', content })).body).toEqual({
      name: 'boot',
      content,
    });
    expect(describePlanned(startupScriptRequests.update('t1', 's1', { name: 'boot', content }))).toEqual({
      method: 'PATCH',
      url: `${BASE}/startup_scripts/s1`,
      body: { team_id: 't1', name: 'boot', content },
    });
    expect(describePlanned(startupScriptRequests.delete('t1', 's1')).url).toBe(`${BASE}/startup_scripts/s1?team_id=t1`);
  });
});

describe('firewalls', () => {
  it('rename a group with PUT and its description alone', () => {
    expect(describePlanned(firewallRequests.renameGroup('t1', 'g1', 'web'))).toEqual({
      method: 'PUT',
      url: `${BASE}/network/firewalls/g1`,
      body: { team_id: 't1', description: 'web' },
    });
    expect(describePlanned(firewallRequests.createGroup(DEFAULT_TEAM, { description: 'web' })).body).toEqual({
      description: 'web',
    });
  });

  it('change a rule by its description alone and delete it with team_id in the query', () => {
    expect(describePlanned(firewallRequests.describeRule('t1', 'g1', 'r1', 'ssh'))).toEqual({
      method: 'PATCH',
      url: `${BASE}/network/firewalls/g1/rules/r1`,
      body: { team_id: 't1', desc: 'ssh' },
    });
    expect(describePlanned(firewallRequests.deleteRule(DEFAULT_TEAM, 'g1', 'r1'))).toEqual({
      method: 'DELETE',
      url: `${BASE}/network/firewalls/g1/rules/r1`,
    });
  });

  it('create a rule with the body the form checked, team_id first', () => {
    const rule = { protocol: 'tcp', port: '443', subnet: '198.51.100.0', subnet_size: '24', desc: '' } as const;
    expect(describePlanned(firewallRequests.createRule('t1', 'g1', rule))).toEqual({
      method: 'POST',
      url: `${BASE}/network/firewalls/g1/rules`,
      body: { team_id: 't1', ...rule },
    });
  });
});

describe('IP lists', () => {
  it('change only the fields given, and leave an entry’s type out when the server is to detect it', () => {
    expect(describePlanned(ipListRequests.update('t1', 'l1', { description: 'vpn' })).body).toEqual({
      team_id: 't1',
      description: 'vpn',
    });
    expect(describePlanned(ipListRequests.addEntry(DEFAULT_TEAM, 'l1', { value: '203.0.113.7' }))).toEqual({
      method: 'POST',
      url: `${BASE}/network/ip_lists/l1/entries`,
      body: { value: '203.0.113.7' },
    });
    expect(describePlanned(ipListRequests.removeEntry('t1', 'l1', 'e1')).url).toBe(
      `${BASE}/network/ip_lists/l1/entries/e1?team_id=t1`,
    );
  });
});

describe('VPCs, ISOs and buckets', () => {
  it('leave an absent VPC description out', () => {
    const body = describePlanned(
      vpcRequests.create('t1', { location: 'fra', name: 'net', v4_subnet: '10.0.0.0', v4_subnet_mask: '24' }),
    ).body;
    expect(body).toEqual({ team_id: 't1', location: 'fra', name: 'net', v4_subnet: '10.0.0.0', v4_subnet_mask: '24' });
    expect(describePlanned(vpcRequests.delete('t1', 'v1')).url).toBe(`${BASE}/network/vpcs/v1?team_id=t1`);
  });

  it('add an ISO by its URL and create a bucket with only the switches given', () => {
    expect(describePlanned(isoRequests.add(DEFAULT_TEAM, 'https://example.com/a.iso')).body).toEqual({
      url: 'https://example.com/a.iso',
    });
    expect(describePlanned(isoRequests.delete('t1', 'i1')).url).toBe(`${BASE}/isos/i1?team_id=t1`);
    expect(describePlanned(objectStorageRequests.createBucket('t1', 'os1', { bucket_name: 'logs' }))).toEqual({
      method: 'POST',
      url: `${BASE}/object-storage/os1/buckets`,
      body: { team_id: 't1', bucket_name: 'logs' },
    });
  });
});

describe('measured-boot images', () => {
  it('upload as a multipart form naming the file, team_id and description only when given', () => {
    expect(measuredBootRequests.upload('t1', { fileName: 'boot.efi', description: 'prod' })).toEqual({
      method: 'POST',
      url: `${BASE}/measured-boot-images`,
      form: [
        { name: 'team_id', value: 't1' },
        { name: 'description', value: 'prod' },
        { name: 'file', fileName: 'boot.efi' },
      ],
    });
    expect(measuredBootRequests.upload(DEFAULT_TEAM, { fileName: 'boot.efi', description: '' }).form).toEqual([
      { name: 'file', fileName: 'boot.efi' },
    ]);
    expect(describePlanned(measuredBootRequests.delete('t1', 'm1')).url).toBe(
      `${BASE}/measured-boot-images/m1?team_id=t1`,
    );
  });
});
