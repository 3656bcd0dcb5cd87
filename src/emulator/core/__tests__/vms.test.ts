// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../demoFixture';
import { arrayOf, bodyOf, createHarness, expectError, field } from './harness';

const { web1, worker1, edge1, stagingWeb1 } = DEMO_VM_IDS;

function vm(h: ReturnType<typeof createHarness>, id: string) {
  return bodyOf(h.get(`/vm/${id}`));
}

describe('extension VM reads', () => {
  it('lists the team VMs as a bare array with the provider fields, password and power_status', () => {
    const vms = arrayOf(createHarness().get('/vm'));
    expect(vms.map((entry) => entry['name'])).toEqual(['web-1', 'web-2', 'db-1', 'worker-1', 'edge-1']);
    expect(Object.keys(vms[0] ?? {}).sort()).toEqual(
      [
        'active_action_id', 'bgp_enabled', 'billing_cycle', 'bw_used', 'created_at', 'disk', 'due_date',
        'firewall_group_id', 'id', 'location', 'main_ipv4', 'main_ipv6', 'name', 'password',
        'payment_currency', 'power_status', 'ram', 'recurring_amount', 'renewed_at', 'status', 'template', 'vcpu',
      ].sort(),
    );
  });

  it('reads one VM bare, only in its own team', () => {
    const h = createHarness();
    expect(vm(h, worker1)).toMatchObject({ name: 'worker-1', power_status: 'stopped', active_action_id: null });
    expectError(h.get(`/vm/${stagingWeb1}`), 404, 'NOT_FOUND');
    expect(h.get(`/vm/${stagingWeb1}?team_id=${DEMO_TEAM_IDS.staging}`).status).toBe(200);
  });

  it('lists the backups of one VM', () => {
    const backups = arrayOf(createHarness().get(`/vm/${web1}/backups`));
    expect(backups).toHaveLength(2);
    for (const backup of backups) expect(backup['instance']).toBe(web1);
  });
});

describe('VM actions (17)', () => {
  it('answers 404 NOT_FOUND for a VM of another team, and INVALID_ACTION for an unknown action', () => {
    const h = createHarness();
    expectError(h.post(`/vm/${stagingWeb1}/stop`), 404, 'NOT_FOUND');
    expectError(h.post(`/vm/${web1}/start`), 400, 'INVALID_ACTION');
    expectError(h.post(`/vm/${web1}/backups`), 400, 'INVALID_ACTION');
  });

  it('stop: 202 {audit_log_id}, busy meanwhile, stopped about 3 s later', () => {
    const h = createHarness();
    const response = h.post(`/vm/${web1}/stop`);
    expect(response.status).toBe(202);
    const auditLogId = bodyOf(response)['audit_log_id'];
    expect(auditLogId).toEqual(expect.any(String));
    expect(vm(h, web1)).toMatchObject({ power_status: 'running', active_action_id: auditLogId });
    expectError(h.post(`/vm/${web1}/reboot`), 409, 'VM_BUSY');
    expectError(h.post(`/vm/${web1}/enable-bgp`), 409, 'VM_BUSY');
    h.advance(2_999);
    expect(vm(h, web1)['power_status']).toBe('running');
    h.advance(1);
    expect(vm(h, web1)).toMatchObject({ power_status: 'stopped', active_action_id: null });
  });

  it('stop with force_stop completes at once', () => {
    const h = createHarness();
    expect(h.post(`/vm/${web1}/stop`, { force_stop: true }).status).toBe(202);
    expect(vm(h, web1)).toMatchObject({ power_status: 'stopped', active_action_id: null });
    expectError(h.post(`/vm/${web1}/stop`, { force_stop: 'yes' }), 400, 'INVALID_FIELD');
  });

  it('stop of a stopped VM answers 409 VM_NOT_RUNNING', () => {
    expectError(createHarness().post(`/vm/${worker1}/stop`), 409, 'VM_NOT_RUNNING');
  });

  it('reboot of a running VM keeps it running and frees it after about 3 s', () => {
    const h = createHarness();
    expect(h.post(`/vm/${web1}/reboot`).status).toBe(202);
    expect(vm(h, web1)['active_action_id']).not.toBeNull();
    h.advance(3_000);
    expect(vm(h, web1)).toMatchObject({ power_status: 'running', active_action_id: null });
  });

  it('reboot of a stopped VM boots it (there is no start action)', () => {
    const h = createHarness();
    expect(h.post(`/vm/${worker1}/reboot`).status).toBe(202);
    expect(vm(h, worker1)['power_status']).toBe('stopped');
    h.advance(3_000);
    expect(vm(h, worker1)).toMatchObject({ power_status: 'running', active_action_id: null });
  });

  it('reboot with force_stop completes at once', () => {
    const h = createHarness();
    h.post(`/vm/${worker1}/reboot`, { force_stop: true });
    expect(vm(h, worker1)).toMatchObject({ power_status: 'running', active_action_id: null });
  });

  it('snapshot: 201 {snapshot_id}, pending and taking_snaphot for about 5 s, then available', () => {
    const h = createHarness();
    const response = h.post(`/vm/${web1}/snapshot`, { name: 'pre-deploy', desc: 'before release 42' });
    expect(response.status).toBe(201);
    const snapshotId = bodyOf(response)['snapshot_id'];
    const snapshot = () => arrayOf(h.get('/snapshots')).find((entry) => entry['id'] === snapshotId);
    expect(snapshot()).toEqual({
      id: snapshotId,
      created_at: '2026-11-22T12:00:00.000Z',
      name: 'pre-deploy',
      desc: 'before release 42',
      size: expect.any(Number),
      status: 'pending',
    });
    expect(vm(h, web1)).toMatchObject({ status: 'taking_snaphot', active_action_id: expect.any(String) });
    expectError(h.post(`/vm/${web1}/snapshot`), 409, 'VM_BUSY');
    h.advance(5_000);
    expect(snapshot()?.['status']).toBe('available');
    expect(vm(h, web1)).toMatchObject({ status: 'active', active_action_id: null });
  });

  it('snapshot names itself when no name is given, and checks name and desc', () => {
    const h = createHarness();
    const id = bodyOf(h.post(`/vm/${web1}/snapshot`))['snapshot_id'];
    expect(arrayOf(h.get('/snapshots')).find((entry) => entry['id'] === id)?.['name']).toBe('web-1-20261122-120000');
    h.advance(5_000);
    expectError(h.post(`/vm/${web1}/snapshot`, { desc: 'd'.repeat(256) }), 400, 'DESCRIPTION_TOO_LONG');
    expectError(h.post(`/vm/${web1}/snapshot`, { name: 'n'.repeat(256) }), 400, 'NAME_TOO_LONG');
  });

  it('enable-bgp / disable-bgp answer 200 {} and flip bgp_enabled', () => {
    const h = createHarness();
    const enabled = h.post(`/vm/${web1}/enable-bgp`);
    expect({ status: enabled.status, body: enabled.body }).toEqual({ status: 200, body: {} });
    expect(vm(h, web1)['bgp_enabled']).toBe(true);
    expect(h.post(`/vm/${edge1}/disable-bgp`).status).toBe(200);
    expect(vm(h, edge1)['bgp_enabled']).toBe(false);
  });

  it('shows power changes on VPC-attached VMs too', () => {
    const h = createHarness();
    h.post(`/vm/${web1}/stop`, { force_stop: true });
    const attached = field(h.get('/network/vpcs/947afb54-688d-4cfc-9f09-64246760ceec'), 'vpc')['attached_vms'];
    expect(attached).toContainEqual(expect.objectContaining({ id: web1, power_status: 'stopped' }));
  });

  it('forgets pending changes on reset', () => {
    const h = createHarness();
    h.post(`/vm/${web1}/stop`);
    h.emulator.reset();
    h.advance(10_000);
    expect(vm(h, web1)).toMatchObject({ power_status: 'running', active_action_id: null });
  });
});
