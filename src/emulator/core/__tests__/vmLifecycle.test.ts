import { describe, expect, it } from 'vitest';
import type { Fixture } from '../fixture';
import {
  DEMO_FIREWALL_IDS,
  DEMO_INSTANCE_TYPE_IDS,
  DEMO_TEAM_IDS,
  DEMO_VM_IDS,
  DEMO_VPC_IDS,
  demoFixture,
} from '../demoFixture';
import { BUILD_MS } from '../routes/vmDeploy';
import { NEW_VM, arrayOf, bodyOf, createHarness, expectError, expectNoBody, field, type Harness } from './harness';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ALICE_KEY = 'd05c06e9-be71-4fde-bd14-494b233e2f00';

function withFixture(change: (fixture: Fixture) => void): Harness {
  const fixture = structuredClone(demoFixture);
  change(fixture);
  return createHarness({ fixture });
}

/** The newest VM with this name, found the way live clients find a VM after a bodiless 201. */
function vmNamed(h: Harness, name: string, teamId?: string): Record<string, unknown> {
  const query = teamId === undefined ? '' : `?team_id=${teamId}`;
  const found = arrayOf(h.get(`/vm${query}`)).filter((vm) => vm['name'] === name);
  const vm = found.at(-1);
  if (vm === undefined) throw new Error(`no VM named ${name}`);
  return vm;
}

describe('POST /vm', () => {
  it('answers 201 without a body; the VM is listed building, then active after BUILD_MS', () => {
    const h = createHarness();
    expectNoBody(h.post('/vm', NEW_VM), 201);
    const vm = vmNamed(h, 'app-1');
    expect(vm).toMatchObject({
      status: 'building',
      template: 'Ubuntu 24.04 LTS',
      vcpu: 2,
      ram: 4096,
      disk: 80,
      location: 'Amsterdam',
      main_ipv4: '198.51.100.10',
      main_ipv6: '',
      firewall_group_id: null,
      billing_cycle: 1,
      recurring_amount: 12,
      amount_paid: 12,
      payment_currency: 'USD',
      bw_used: 0,
      created_at: '2026-11-22T12:00:00Z',
      due_date: '2026-12-22T12:00:00Z',
      bgp_enabled: false,
    });
    expect(vm['active_action_id']).toEqual(expect.any(String));
    expect(vm['password']).toMatch(/^[A-Za-z0-9]{24}$/);
    h.advance(BUILD_MS);
    expect(bodyOf(h.get(`/vm/${String(vm['id'])}`))).toMatchObject({ status: 'active', active_action_id: null });
    expect(h.post(`/vm/${String(vm['id'])}/vnc`).status).toBe(201);
  });

  it('answers {id} when the fixture asks for it', () => {
    const h = withFixture((fixture) => {
      fixture.deploy_answers_id = true;
    });
    const response = h.post('/vm', NEW_VM);
    expect(response.status).toBe(201);
    expect(bodyOf(response)['id']).toBe(vmNamed(h, 'app-1')['id']);
  });

  it('hands out distinct addresses and IPv6 on request; a dry pool is 404 RESOURCE_NOT_AVAILABLE', () => {
    const h = createHarness();
    const plan = { ...NEW_VM, instance_type: DEMO_INSTANCE_TYPE_IDS.vps1, cpu: 1, ram: 2048, disk: 40 };
    expect(h.post('/vm', { ...plan, name: 'a', location: 'Singapore', ipv6: true }).status).toBe(201);
    expect(vmNamed(h, 'a')).toMatchObject({ main_ipv4: '198.51.100.30', main_ipv6: '2001:db8:30::100' });
    expectError(
      h.post('/vm', { ...plan, name: 'b', location: 'Singapore', ipv6: true }),
      404,
      'RESOURCE_NOT_AVAILABLE',
    );
    expect(h.post('/vm', { ...plan, name: 'b', location: 'Singapore' }).status).toBe(201);
    expect(vmNamed(h, 'b')['main_ipv4']).toBe('198.51.100.31');
    expectError(h.post('/vm', { ...plan, name: 'c', location: 'Singapore' }), 404, 'RESOURCE_NOT_AVAILABLE');
    expectError(h.post('/vm', { ...plan, name: 'd', location: 'London', ipv6: true }), 404, 'RESOURCE_NOT_AVAILABLE');
  });

  it('deploys in every demo location with the smallest type', () => {
    const h = createHarness();
    const plan = { ...NEW_VM, instance_type: DEMO_INSTANCE_TYPE_IDS.vps1, cpu: 1, ram: 2048, disk: 40 };
    for (const location of ['Amsterdam', 'Frankfurt', 'Singapore', 'London']) {
      expect(h.post('/vm', { ...plan, name: `in-${location}`, location }).status, location).toBe(201);
    }
  });

  it('applies the firewall group, VPCs (address in the subnet, a MAC) and checks ssh keys', () => {
    const h = createHarness();
    const body = {
      ...NEW_VM,
      firewall_group_id: DEMO_FIREWALL_IDS.web,
      vpcs: [DEMO_VPC_IDS.productionAms],
      ssh_keys: [ALICE_KEY],
    };
    expect(h.post('/vm', body).status).toBe(201);
    const vm = vmNamed(h, 'app-1');
    expect(vm['firewall_group_id']).toBe(DEMO_FIREWALL_IDS.web);
    expect(field(h.get(`/network/firewalls/${DEMO_FIREWALL_IDS.web}`), 'firewall_group')['instance_count']).toBe(4);
    const attached = field(h.get(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`), 'vpc')['attached_vms'] as Record<
      string,
      unknown
    >[];
    const entry = attached.find((candidate) => candidate['id'] === vm['id']);
    expect(entry).toMatchObject({ address: '10.10.0.2', mac: expect.stringMatching(/^52:54:00(:[0-9a-f]{2}){3}$/) });
  });

  it('names the template after a snapshot source VM, and refuses a pending snapshot', () => {
    const h = createHarness();
    const snapshotId = String(bodyOf(h.post(`/vm/${DEMO_VM_IDS.db1}/snapshot`, { name: 'before' }))['snapshot_id']);
    const { os: _os, ...fromNothing } = NEW_VM;
    expectError(h.post('/vm', { ...fromNothing, snapshot_id: snapshotId }), 400, 'SNAPSHOT_NOT_READY');
    h.advance(10_000);
    expect(h.post('/vm', { ...fromNothing, snapshot_id: snapshotId }).status).toBe(201);
    expect(vmNamed(h, 'app-1')['template']).toBe('Debian 12');
  });

  it('answers 404 for an ISO the team does not have', () => {
    const h = createHarness();
    const isoReady = '11111111-1111-4111-8111-111111111111';
    // ISO records belong to the ISO routes; a team without them has none to deploy from.
    const { os: _os, ...fromNothing } = NEW_VM;
    expectError(h.post('/vm', { ...fromNothing, iso_id: isoReady }), 404, 'NOT_FOUND');
  });

  it('refuses bad fields with 400', () => {
    const h = createHarness();
    const { os: _os, ...fromNothing } = NEW_VM;
    expectError(h.post('/vm', { ...NEW_VM, name: undefined }), 400, 'MISSING_FIELD');
    expectError(h.post('/vm', { ...NEW_VM, name: ' ' }), 400, 'INVALID_NAME');
    expectError(h.post('/vm', { ...NEW_VM, payment_cycle: 'weekly' }), 400, 'INVALID_PAYMENT_CYCLE');
    expectError(h.post('/vm', { ...NEW_VM, cpu: '2' }), 400, 'INVALID_FIELD');
    expectError(h.post('/vm', { ...NEW_VM, cpu: 0 }), 400, 'INVALID_PLAN');
    expectError(h.post('/vm', { ...NEW_VM, cpu: 3 }), 400, 'INVALID_PLAN');
    expectError(h.post('/vm', { ...NEW_VM, ram: 4096.5 }), 400, 'INVALID_PLAN');
    expectError(h.post('/vm', { ...NEW_VM, disk: 81 }), 400, 'INVALID_PLAN');
    expectError(h.post('/vm', fromNothing), 400, 'INVALID_IMAGE_SOURCE');
    expectError(h.post('/vm', { ...NEW_VM, snapshot_id: UNKNOWN }), 400, 'INVALID_IMAGE_SOURCE');
    expectError(
      h.post('/vm', { ...fromNothing, iso_id: UNKNOWN, startup_script_id: UNKNOWN }),
      400,
      'STARTUP_SCRIPT_NOT_ALLOWED',
    );
    expectError(h.post('/vm', { ...NEW_VM, instance_type: 'vps-2' }), 400, 'INVALID_FIELD');
    expectError(h.post('/vm', { ...NEW_VM, ssh_keys: ['not-a-uuid'] }), 400, 'INVALID_FIELD');
    expectError(h.post('/vm', { ...NEW_VM, vpcs: 'x' }), 400, 'INVALID_FIELD');
    expectError(h.post('/vm', { ...NEW_VM, ipv6: 'yes' }), 400, 'INVALID_FIELD');
    expectError(
      h.post('/vm', { ...NEW_VM, location: 'Frankfurt', vpcs: [DEMO_VPC_IDS.productionAms] }),
      400,
      'VPC_LOCATION_MISMATCH',
    );
  });

  it('answers 404 for what the body names but does not exist', () => {
    const h = createHarness();
    expectError(h.post('/vm', { ...NEW_VM, instance_type: UNKNOWN }), 404, 'NOT_FOUND');
    expectError(h.post('/vm', { ...NEW_VM, location: 'Atlantis' }), 404, 'UNSUPPORTED_LOCATION');
    expectError(
      h.post('/vm', { ...NEW_VM, instance_type: DEMO_INSTANCE_TYPE_IDS.hc16, cpu: 2, location: 'London' }),
      404,
      'UNSUPPORTED_LOCATION',
    );
    expectError(h.post('/vm', { ...NEW_VM, os: 999 }), 404, 'NOT_FOUND');
    expectError(h.post('/vm', { ...NEW_VM, ssh_keys: [UNKNOWN] }), 404, 'NOT_FOUND');
    expectError(h.post('/vm', { ...NEW_VM, vpcs: [UNKNOWN] }), 404, 'NOT_FOUND');
    expectError(h.post('/vm', { ...NEW_VM, firewall_group_id: DEMO_FIREWALL_IDS.staging }), 404, 'NOT_FOUND');
    expectError(h.post('/vm', { ...NEW_VM, startup_script_id: UNKNOWN }), 404, 'NOT_FOUND');
    const { os: _os, ...fromNothing } = NEW_VM;
    expectError(h.post('/vm', { ...fromNothing, snapshot_id: UNKNOWN }), 404, 'NOT_FOUND');
    expect(arrayOf(h.get('/vm'))).toHaveLength(5);
  });

  it('charges the first cycle; a team that cannot pay is 402 and nothing is created', () => {
    const h = createHarness();
    expectError(
      h.post('/vm', { ...NEW_VM, location: 'Frankfurt', team_id: DEMO_TEAM_IDS.staging }),
      402,
      'INSUFFICIENT_BALANCE',
    );
    expect(arrayOf(h.get(`/vm?team_id=${DEMO_TEAM_IDS.staging}`))).toHaveLength(2);
    // Production holds 42.5: three monthly 12s fit, a fourth does not.
    for (const name of ['a', 'b', 'c']) expect(h.post('/vm', { ...NEW_VM, name }).status).toBe(201);
    expectError(h.post('/vm', { ...NEW_VM, name: 'd' }), 402, 'INSUFFICIENT_BALANCE');
    // A reserved IP (3.5) still fits in the 6.5 left: its charging is unchanged.
    expect(h.post('/network/reserved_ips', { location: 'Frankfurt' }).status).toBe(200);
  });

  it('bills hourly by the hour after checking a month of credit', () => {
    const h = createHarness();
    expect(h.post('/vm', { ...NEW_VM, payment_cycle: 'hourly' }).status).toBe(201);
    expect(vmNamed(h, 'app-1')).toMatchObject({
      billing_cycle: 0,
      recurring_amount: 0.0164,
      due_date: '2026-11-22T13:00:00Z',
    });
  });

  it('charges two and three years as that many of the quoted years, a figure a client can work out', () => {
    const h = withFixture((fixture) => {
      const team = fixture.teams[0];
      if (team !== undefined) team.balance = 2000;
    });
    const quote = bodyOf(
      h.get(`/instance_price?vcpu=2&ram=4096&disk=80&location=Amsterdam&instance_type=${NEW_VM.instance_type}`, {
        token: null,
      }),
    ) as { price_per_annual: number };
    const toCents = (value: number) => Number(value.toFixed(2));
    expect(h.post('/vm', { ...NEW_VM, name: 'two', payment_cycle: 'biennially' }).status).toBe(201);
    expect(h.post('/vm', { ...NEW_VM, name: 'three', payment_cycle: 'triennially' }).status).toBe(201);
    expect(vmNamed(h, 'two')).toMatchObject({
      billing_cycle: 24,
      recurring_amount: toCents(2 * quote.price_per_annual),
    });
    expect(vmNamed(h, 'three')).toMatchObject({
      billing_cycle: 36,
      recurring_amount: toCents(3 * quote.price_per_annual),
    });
  });

  it('refuses a team at its VM limit, and a Team Biller, with 403', () => {
    const h = withFixture((fixture) => {
      const team = fixture.teams[0];
      if (team !== undefined) team.vm_limit = 5;
    });
    expectError(h.post('/vm', NEW_VM), 403, 'VM_LIMIT_REACHED');
    const biller = withFixture((fixture) => {
      const membership = fixture.users[0]?.memberships[0];
      if (membership !== undefined) membership.role = 'Team Biller';
    });
    expectError(biller.post('/vm', NEW_VM), 403, 'FORBIDDEN');
  });
});
