import { describe, expect, it } from 'vitest';
import { DEMO_FIREWALL_IDS, DEMO_VM_IDS } from '../demoFixture';
import { POWER_CYCLE_MS, REINSTALL_MS, SETTING_CHANGE_MS } from '../routes/vmSettings';
import { bodyOf, createHarness, expectError, expectNoBody, field, type Harness } from './harness';

const { web1, web2, db1, edge1, stagingWeb1 } = DEMO_VM_IDS;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

function vm(h: Harness, id: string) {
  return bodyOf(h.get(`/vm/${id}`));
}

describe('PATCH /vm/{id}', () => {
  it('renames in the background: 202 without a body, busy, then the new name', () => {
    const h = createHarness();
    expectNoBody(h.patch(`/vm/${web1}`, { name: 'web-one' }), 202);
    expect(vm(h, web1)).toMatchObject({ name: 'web-1', active_action_id: expect.any(String) });
    expectError(h.patch(`/vm/${web1}`, { name: 'again' }), 409, 'VM_BUSY');
    expectError(h.post(`/vm/${web1}/reboot`), 409, 'VM_BUSY');
    h.advance(SETTING_CHANGE_MS);
    expect(vm(h, web1)).toMatchObject({ name: 'web-one', active_action_id: null });
  });

  it('takes exactly one setting besides team_id', () => {
    const h = createHarness();
    expectError(h.patch(`/vm/${web1}`, {}), 400, 'MISSING_FIELD');
    expectError(h.patch(`/vm/${web1}`, { team_id: undefined, unknown: 1 }), 400, 'MISSING_FIELD');
    expectError(h.patch(`/vm/${web1}`, { name: 'a', enable_ipv6: true }), 400, 'ONE_SETTING_PER_REQUEST');
    expectError(h.patch(`/vm/${web1}`, { name: ' ' }), 400, 'INVALID_NAME');
    expectError(h.patch(`/vm/${web1}`, { os_id: '101' }), 400, 'INVALID_FIELD');
    expectError(h.patch(`/vm/${web1}`, { enable_ipv6: 'yes' }), 400, 'INVALID_FIELD');
    expectError(h.patch(`/vm/${web1}`, { firewall_group_id: 'web' }), 400, 'INVALID_FIELD');
    expectError(h.patch(`/vm/${stagingWeb1}`, { name: 'x' }), 404, 'NOT_FOUND');
    // The older revision's flat body: an attach that says "do not disable" is still one setting.
    expectNoBody(
      h.patch(`/vm/${web1}`, { firewall_group_id: DEMO_FIREWALL_IDS.database, disable_firewall: false }),
      202,
    );
  });

  it('reinstalls: building with a new password and template; 404 for an unknown template', () => {
    const h = createHarness();
    expectError(h.patch(`/vm/${web1}`, { os_id: 999 }), 404, 'NOT_FOUND');
    const before = vm(h, web1);
    expectNoBody(h.patch(`/vm/${web1}`, { os_id: 111 }), 202);
    expect(vm(h, web1)['status']).toBe('building');
    expect(h.post(`/vm/${web1}/vnc`).status).toBe(409);
    h.advance(REINSTALL_MS);
    const after = vm(h, web1);
    expect(after).toMatchObject({ status: 'active', template: 'Debian 12', active_action_id: null });
    expect(after['password']).not.toBe(before['password']);
    expect(h.post(`/vm/${web1}/vnc`).status).toBe(201);
  });

  it('turns IPv6 on from the pool and off again', () => {
    const h = createHarness();
    expectNoBody(h.patch(`/vm/${web1}`, { enable_ipv6: false }), 202);
    expect(vm(h, web1)['main_ipv6']).toBe('');
    h.advance(SETTING_CHANGE_MS);
    expectNoBody(h.patch(`/vm/${web1}`, { enable_ipv6: true }), 202);
    expect(vm(h, web1)['main_ipv6']).toBe('2001:db8:10::100');
  });

  it('attaches and detaches a firewall group; instance counts follow', () => {
    const h = createHarness();
    const count = (id: string) => field(h.get(`/network/firewalls/${id}`), 'firewall_group')['instance_count'];
    expectError(h.patch(`/vm/${web1}`, { firewall_group_id: UNKNOWN }), 404, 'NOT_FOUND');
    expectError(h.patch(`/vm/${web1}`, { firewall_group_id: DEMO_FIREWALL_IDS.staging }), 404, 'NOT_FOUND');
    expectNoBody(h.patch(`/vm/${web1}`, { firewall_group_id: DEMO_FIREWALL_IDS.database }), 202);
    h.advance(SETTING_CHANGE_MS);
    expect(vm(h, web1)['firewall_group_id']).toBe(DEMO_FIREWALL_IDS.database);
    expect([count(DEMO_FIREWALL_IDS.web), count(DEMO_FIREWALL_IDS.database)]).toEqual([2, 2]);
    expectNoBody(h.patch(`/vm/${web1}`, { disable_firewall: true }), 202);
    h.advance(SETTING_CHANGE_MS);
    expect(vm(h, web1)['firewall_group_id']).toBeNull();
  });

  it('switches boot mode and SEV with a power cycle, refusing with the documented codes', () => {
    const h = createHarness();
    expectError(h.patch(`/vm/${web2}`, { enable_sev: true }), 400, 'SEV_NOT_SUPPORTED');
    expectError(h.patch(`/vm/${edge1}`, { enable_sev: true }), 400, 'SEV_NOT_SUPPORTED');
    // db-1 starts with SEV-SNP on, booting UEFI (the demo's measured-boot VM).
    expectError(h.patch(`/vm/${db1}`, { use_uefi: false }), 400, 'SEV_REQUIRES_UEFI');
    expectNoBody(h.patch(`/vm/${db1}`, { enable_sev: false }), 202);
    h.advance(POWER_CYCLE_MS);
    expectNoBody(h.patch(`/vm/${db1}`, { use_uefi: false }), 202);
    h.advance(POWER_CYCLE_MS);
    expectError(h.patch(`/vm/${db1}`, { enable_sev: true }), 400, 'SEV_REQUIRED_UEFI');
    expectNoBody(h.patch(`/vm/${db1}`, { use_uefi: true }), 202);
    expect(h.post(`/vm/${db1}/vnc`).status).toBe(409);
    h.advance(POWER_CYCLE_MS);
    expect(h.post(`/vm/${db1}/vnc`).status).toBe(201);
    expectNoBody(h.patch(`/vm/${db1}`, { enable_sev: true }), 202);
  });

  it('keeps the SEV codes in documented-errors-only mode and drops the others', () => {
    const h = createHarness({ documentedErrorsOnly: true });
    expectError(h.patch(`/vm/${web2}`, { enable_sev: true }), 400, 'SEV_NOT_SUPPORTED');
    expectNoBody(h.patch(`/vm/${web2}`, { name: 'a', os_id: 101 }), 400);
  });
});
