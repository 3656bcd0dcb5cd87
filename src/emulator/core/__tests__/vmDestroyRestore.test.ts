import { describe, expect, it } from 'vitest';
import {
  DEMO_FIREWALL_IDS,
  DEMO_IDS,
  DEMO_INSTANCE_TYPE_IDS,
  DEMO_VM_IDS,
  DEMO_VPC_IDS,
  demoFixture,
} from '../demoFixture';
import { RESTORE_MS } from '../routes/vmRestore';
import { TERMINATE_MS } from '../routes/vmDestroy';
import { arrayOf, bodyOf, createHarness, expectError, expectNoBody, field, type Harness } from './harness';

const { web1, web2, db1, edge1, stagingDb1 } = DEMO_VM_IDS;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const WEB1_BACKUP = 'bc5c5003-ee2f-494a-a7e6-a94a3996759d';
const STAGING_BACKUP = 'fe399e8b-dcd1-4895-a013-636c4cf6329e';

function vm(h: Harness, id: string) {
  return bodyOf(h.get(`/vm/${id}`));
}

function ids(h: Harness): unknown[] {
  return arrayOf(h.get('/vm')).map((entry) => entry['id']);
}

describe('DELETE /vm/{id}', () => {
  it('answers 204; the VM is terminating, then gone; a second delete meanwhile is 404', () => {
    const h = createHarness();
    expectNoBody(h.del(`/vm/${web2}`), 204);
    expect(vm(h, web2)).toMatchObject({ status: 'terminating', active_action_id: expect.any(String) });
    expectError(h.del(`/vm/${web2}`), 404, 'NOT_FOUND');
    expectError(h.patch(`/vm/${web2}`, { name: 'x' }), 409, 'VM_BUSY');
    h.advance(TERMINATE_MS);
    expect(ids(h)).not.toContain(web2);
    expectError(h.get(`/vm/${web2}`), 404, 'NOT_FOUND');
    expectError(h.del(`/vm/${web2}`), 404, 'NOT_FOUND');
  });

  it('takes its backups, firewall membership and VPC attachments; keeps its snapshots', () => {
    const h = createHarness();
    const snapshotId = String(bodyOf(h.post(`/vm/${web1}/snapshot`, { name: 'keep' }))['snapshot_id']);
    h.advance(10_000);
    const webCount = () =>
      field(h.get(`/network/firewalls/${DEMO_FIREWALL_IDS.web}`), 'firewall_group')['instance_count'];
    const countBefore = Number(webCount());
    expectNoBody(h.del(`/vm/${web1}`), 204);
    h.advance(TERMINATE_MS);
    expect(arrayOf(h.get('/backups')).filter((backup) => backup['instance'] === web1)).toEqual([]);
    expect(webCount()).toBe(countBefore - 1);
    const attached = field(h.get(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`), 'vpc')['attached_vms'] as Record<
      string,
      unknown
    >[];
    expect(attached.map((entry) => entry['id'])).not.toContain(web1);
    expect(arrayOf(h.get('/snapshots')).map((snapshot) => snapshot['id'])).toContain(snapshotId);
  });

  it('detaches its reserved IPs, which stay reserved; the converted primary one can then be released', () => {
    const h = createHarness();
    expectNoBody(h.del(`/vm/${web1}`), 204);
    expectNoBody(h.del(`/vm/${edge1}`), 204);
    h.advance(TERMINATE_MS);
    expect(bodyOf(h.get(`/network/reserved_ips/${DEMO_IDS.primaryReservedIp}`))).toMatchObject({
      ip_addr: '192.0.2.10',
      attachment: null,
    });
    expectNoBody(h.del(`/network/reserved_ips/${DEMO_IDS.primaryReservedIp}`), 204);
  });

  it('gives its addresses back to the pool for the next deploy', () => {
    const fixture = structuredClone(demoFixture);
    fixture.vm_address_pools = [{ location: 'Singapore', ipv4: ['198.51.100.30'] }];
    const h = createHarness({ fixture });
    const body = {
      name: 'n',
      payment_cycle: 'monthly',
      instance_type: DEMO_INSTANCE_TYPE_IDS.vps1,
      location: 'Singapore',
      cpu: 1,
      ram: 2048,
      disk: 40,
      os: 101,
    };
    expect(h.post('/vm', body).status).toBe(201);
    expectError(h.post('/vm', body), 404, 'RESOURCE_NOT_AVAILABLE');
    h.advance(10_000);
    const first = arrayOf(h.get('/vm')).find((entry) => entry['name'] === 'n');
    expectNoBody(h.del(`/vm/${String(first?.['id'])}`), 204);
    h.advance(TERMINATE_MS);
    expect(h.post('/vm', body).status).toBe(201);
  });

  it('ends console sessions of the VM at once', () => {
    const h = createHarness();
    const url = new URL(String(bodyOf(h.post(`/vm/${web2}/vnc`))['vnc_url']));
    expectNoBody(h.del(`/vm/${web2}`), 204);
    expect(h.emulator.consumeConsoleSession(url.searchParams.get('sessionid') ?? '')).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });

  it('tells onVmDestroyed listeners the VM’s id when its destroy starts, and only for a destroy that starts', () => {
    const h = createHarness();
    const heard: string[] = [];
    const stop = h.emulator.onVmDestroyed((vmId) => heard.push(vmId));
    h.post(`/vm/${web1}/reboot`);
    expectError(h.del(`/vm/${web1}`), 409, 'VM_BUSY');
    expectError(h.del(`/vm/${stagingDb1}`), 404, 'NOT_FOUND');
    expect(heard).toEqual([]);
    expectNoBody(h.del(`/vm/${web2}`), 204);
    expect(heard).toEqual([web2]);
    expectError(h.del(`/vm/${web2}`), 404, 'NOT_FOUND');
    h.advance(TERMINATE_MS);
    h.get('/vm');
    expect(heard).toEqual([web2]);
    // A reset keeps listeners: they belong to the emulator, not to its data.
    h.emulator.reset();
    expectNoBody(h.del(`/vm/${db1}`), 204);
    stop();
    expectNoBody(h.del(`/vm/${web2}`), 204);
    expect(heard).toEqual([web2, db1]);
  });

  it('answers 404 for another team’s VM and 409 while another action runs', () => {
    const h = createHarness();
    expectError(h.del(`/vm/${stagingDb1}`), 404, 'NOT_FOUND');
    h.post(`/vm/${web2}/reboot`);
    expectError(h.del(`/vm/${web2}`), 409, 'VM_BUSY');
  });
});

describe('POST /vm/{id}/restore-snapshot and /restore-backup', () => {
  it('restores a backup of this VM: 202 {audit_log_id}, restoring, then active', () => {
    const h = createHarness();
    const response = h.post(`/vm/${web1}/restore-backup`, { backup_id: WEB1_BACKUP });
    expect(response.status).toBe(202);
    const auditLogId = bodyOf(response)['audit_log_id'];
    expect(vm(h, web1)).toMatchObject({ status: 'restoring', active_action_id: auditLogId });
    expectError(h.post(`/vm/${web1}/restore-backup`, { backup_id: WEB1_BACKUP }), 409, 'VM_BUSY');
    h.advance(RESTORE_MS);
    expect(vm(h, web1)).toMatchObject({ status: 'active', active_action_id: null });
  });

  it('restores any snapshot of the team, taking its VM’s template', () => {
    const h = createHarness();
    const snapshotId = String(bodyOf(h.post(`/vm/${db1}/snapshot`, { name: 's' }))['snapshot_id']);
    expectError(h.post(`/vm/${web2}/restore-snapshot`, { snapshot_id: snapshotId }), 400, 'SNAPSHOT_NOT_READY');
    h.advance(10_000);
    expect(h.post(`/vm/${web2}/restore-snapshot`, { snapshot_id: snapshotId }).status).toBe(202);
    expect(vm(h, web2)['status']).toBe('restoring');
    h.advance(RESTORE_MS);
    expect(vm(h, web2)).toMatchObject({ status: 'active', template: 'Debian 12' });
  });

  it('refuses a missing or malformed id (400) and an unknown one or another VM’s backup (404)', () => {
    const h = createHarness();
    expectError(h.post(`/vm/${web1}/restore-snapshot`, {}), 400, 'MISSING_FIELD');
    expectError(h.post(`/vm/${web1}/restore-snapshot`, { snapshot_id: 'abc' }), 400, 'INVALID_FIELD');
    expectError(h.post(`/vm/${web1}/restore-backup`, { backup_id: 7 }), 400, 'INVALID_FIELD');
    expectError(h.post(`/vm/${web1}/restore-snapshot`, { snapshot_id: UNKNOWN }), 404, 'NOT_FOUND');
    expectError(h.post(`/vm/${web2}/restore-backup`, { backup_id: WEB1_BACKUP }), 404, 'NOT_FOUND');
    expectError(h.post(`/vm/${web1}/restore-backup`, { backup_id: STAGING_BACKUP }), 404, 'NOT_FOUND');
    expectError(h.post(`/vm/${stagingDb1}/restore-backup`, { backup_id: STAGING_BACKUP }), 404, 'NOT_FOUND');
  });
});
