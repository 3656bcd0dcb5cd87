import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../demoFixture';
import { arrayOf, bodyOf, createHarness, expectError, expectFieldNames, field } from './harness';

const { web1, worker1, edge1, stagingWeb1 } = DEMO_VM_IDS;

function vm(h: ReturnType<typeof createHarness>, id: string) {
  return bodyOf(h.get(`/vm/${id}`));
}

/**
 * The VM object has no power field, so power is read the way a client notices it: a console
 * session opens on a running VM and is refused (409 VM_NOT_RUNNING) on a stopped one.
 */
function power(h: ReturnType<typeof createHarness>, id: string): 'running' | 'stopped' {
  const status = h.post(`/vm/${id}/vnc`).status;
  if (status !== 201 && status !== 409) throw new Error(`unexpected console answer ${status}`);
  return status === 201 ? 'running' : 'stopped';
}

/** The VM's action is over (nothing blocks the next one) and it is left in `state`. */
function expectSettled(h: ReturnType<typeof createHarness>, id: string, state: 'running' | 'stopped'): void {
  expect(vm(h, id)).toMatchObject({ active_action_id: null });
  expect(power(h, id)).toBe(state);
}

describe('extension VM reads', () => {
  it('lists the team VMs as a bare array with the provider fields, amount_paid, password, no power_status', () => {
    const vms = arrayOf(createHarness().get('/vm'));
    expect(vms.map((entry) => entry['name'])).toEqual(['web-1', 'web-2', 'db-1', 'worker-1', 'edge-1']);
    expectFieldNames(vms[0] ?? {}, [
      'active_action_id',
      'amount_paid',
      'bgp_enabled',
      'billing_cycle',
      'bw_used',
      'created_at',
      'disk',
      'due_date',
      'firewall_group_id',
      'id',
      'location',
      'main_ipv4',
      'main_ipv6',
      'name',
      'password',
      'payment_currency',
      'ram',
      'recurring_amount',
      'renewed_at',
      'status',
      'template',
      'vcpu',
    ]);
    for (const entry of vms) expect(entry['amount_paid']).toBe(entry['recurring_amount']);
  });

  it('reads one VM bare, only in its own team', () => {
    const h = createHarness();
    expect(vm(h, worker1)).toMatchObject({ name: 'worker-1', active_action_id: null });
    expect(vm(h, worker1)).not.toHaveProperty('power_status');
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
  it('answers 404 NOT_FOUND for a VM of another team; an action the provider lacks has no route', () => {
    const h = createHarness();
    expectError(h.post(`/vm/${stagingWeb1}/stop`), 404, 'NOT_FOUND');
    // One path per action, as the contract has them: no `start`, and POST on the backups list is 405.
    const start = h.post(`/vm/${web1}/start`);
    expect([start.status, start.body]).toEqual([404, undefined]);
    const backups = h.post(`/vm/${web1}/backups`);
    expect([backups.status, backups.headers['allow']]).toEqual([405, 'GET']);
  });

  it('stop: 202 {audit_log_id}, busy meanwhile, stopped about 3 s later', () => {
    const h = createHarness();
    const response = h.post(`/vm/${web1}/stop`);
    expect(response.status).toBe(202);
    const auditLogId = bodyOf(response)['audit_log_id'];
    expect(auditLogId).toEqual(expect.any(String));
    expect(vm(h, web1)).toMatchObject({ active_action_id: auditLogId });
    expect(power(h, web1)).toBe('running');
    expectError(h.post(`/vm/${web1}/reboot`), 409, 'VM_BUSY');
    expectError(h.post(`/vm/${web1}/enable-bgp`), 409, 'VM_BUSY');
    h.advance(2_999);
    expect(power(h, web1)).toBe('running');
    h.advance(1);
    expectSettled(h, web1, 'stopped');
  });

  it('stop with force_stop completes at once', () => {
    const h = createHarness();
    expect(h.post(`/vm/${web1}/stop`, { force_stop: true }).status).toBe(202);
    expectSettled(h, web1, 'stopped');
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
    expectSettled(h, web1, 'running');
  });

  it('reboot of a stopped VM boots it (there is no start action)', () => {
    const h = createHarness();
    expect(h.post(`/vm/${worker1}/reboot`).status).toBe(202);
    expect(power(h, worker1)).toBe('stopped');
    h.advance(3_000);
    expectSettled(h, worker1, 'running');
  });

  it('reboot with force_stop completes at once', () => {
    const h = createHarness();
    h.post(`/vm/${worker1}/reboot`, { force_stop: true });
    expectSettled(h, worker1, 'running');
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
    expectError(h.post(`/vm/${web1}/snapshot`, { name: 'again' }), 409, 'VM_BUSY');
    h.advance(5_000);
    expect(snapshot()?.['status']).toBe('available');
    expect(vm(h, web1)).toMatchObject({ status: 'active', active_action_id: null });
  });

  it('snapshot requires a name (400 MISSING_FIELD, INVALID_NAME for a blank one) and checks desc', () => {
    const h = createHarness();
    expectError(h.post(`/vm/${web1}/snapshot`), 400, 'MISSING_FIELD');
    expectError(h.post(`/vm/${web1}/snapshot`, { desc: 'no name' }), 400, 'MISSING_FIELD');
    expectError(h.post(`/vm/${web1}/snapshot`, { name: '\u200b' }), 400, 'INVALID_NAME');
    expectError(h.post(`/vm/${web1}/snapshot`, { name: 'ok', desc: 'd'.repeat(256) }), 400, 'DESCRIPTION_TOO_LONG');
    expectError(h.post(`/vm/${web1}/snapshot`, { name: 'n'.repeat(256) }), 400, 'NAME_TOO_LONG');
    expect(vm(h, web1)).toMatchObject({ status: 'active', active_action_id: null });
  });

  it('snapshot beyond the team limit of 25 answers 403 SNAPSHOT_LIMIT_REACHED', () => {
    const h = createHarness();
    const existing = arrayOf(h.get('/snapshots')).length;
    for (let i = existing; i < 25; i++) {
      expect(h.post(`/vm/${web1}/snapshot`, { name: `s${i}` }).status).toBe(201);
      h.advance(5_000);
    }
    expectError(h.post(`/vm/${web1}/snapshot`, { name: 'one more' }), 403, 'SNAPSHOT_LIMIT_REACHED');
    expect(arrayOf(h.get('/snapshots'))).toHaveLength(25);
  });

  it('enable-bgp / disable-bgp answer 200 with no body and flip bgp_enabled', () => {
    const h = createHarness();
    const enabled = h.post(`/vm/${web1}/enable-bgp`);
    expect({ status: enabled.status, body: enabled.body }).toEqual({ status: 200, body: undefined });
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
    expectSettled(h, web1, 'running');
  });
});
