import { describe, expect, it } from 'vitest';
import { createResponseValidator, loadOpenApiDocument } from '../../../contract/responseValidator';
import { createEmulator } from '../emulator';
import type { EmulatorResponse } from '../types';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS, DEMO_VPC_IDS } from '../demoFixture';
import { firewallGroupNumber } from '../routes/vms';
import {
  arrayOf,
  bodyOf,
  createHarness,
  expectAnswer,
  expectError,
  expectNoBody,
  field,
  listField,
  NEW_VM,
} from './harness';

const live = () => createHarness({ liveApi: true });
const documented = () => createHarness();

const RULE = { protocol: 'tcp', port: '443', subnet: '198.51.100.0', subnet_size: 24, desc: 'https' };
const rulesOf = (group: string) => `/network/firewalls/${group}/rules`;

describe('live-API mode', () => {
  it('answers a created rule with subnet_size as a string (L1), and reads it back as a number', () => {
    const h = live();
    const created = field(h.post(rulesOf(DEMO_FIREWALL_IDS.web), RULE), 'firewall_rule');
    expect(created.subnet_size).toBe('24');
    const read = field(h.get(`${rulesOf(DEMO_FIREWALL_IDS.web)}/${String(created.id)}`), 'firewall_rule');
    expect(read.subnet_size).toBe(24);
    const listed = listField(h.get(rulesOf(DEMO_FIREWALL_IDS.web)), 'firewall_rules');
    expect(listed.find((rule) => rule.id === created.id)?.subnet_size).toBe(24);
  });

  it('keeps subnet_size a number in the create answer outside live-API mode', () => {
    const created = field(documented().post(rulesOf(DEMO_FIREWALL_IDS.web), RULE), 'firewall_rule');
    expect(created.subnet_size).toBe(24);
  });

  it('shows a VM’s firewall group as a number on the single read and as its id on the list (L2)', () => {
    const h = live();
    const single = bodyOf(h.get(`/vm/${DEMO_VM_IDS.web1}`));
    expect(single.firewall_group_id).toBe(firewallGroupNumber(DEMO_FIREWALL_IDS.web));
    expect(typeof single.firewall_group_id).toBe('number');
    const listed = arrayOf(h.get('/vm')).find((vm) => vm.id === DEMO_VM_IDS.web1);
    expect(listed?.firewall_group_id).toBe(DEMO_FIREWALL_IDS.web);
    // A VM without a group stays null on both reads.
    const detached = h.patch(`/vm/${DEMO_VM_IDS.web1}`, { disable_firewall: true });
    expect(detached.status).toBeLessThan(300);
    h.advance(60_000);
    expect(bodyOf(h.get(`/vm/${DEMO_VM_IDS.web1}`)).firewall_group_id).toBeNull();
  });

  it('draws the same number for the same group, and different numbers for the demo groups', () => {
    expect(firewallGroupNumber(DEMO_FIREWALL_IDS.web)).toBe(firewallGroupNumber(DEMO_FIREWALL_IDS.web));
    expect(firewallGroupNumber(DEMO_FIREWALL_IDS.web)).not.toBe(firewallGroupNumber(DEMO_FIREWALL_IDS.database));
    expect(Number.isInteger(firewallGroupNumber(DEMO_FIREWALL_IDS.web))).toBe(true);
  });

  it('keeps the group id a string on the single read outside live-API mode', () => {
    expect(bodyOf(documented().get(`/vm/${DEMO_VM_IDS.web1}`)).firewall_group_id).toBe(DEMO_FIREWALL_IDS.web);
  });

  it('lists VPCs without attached_vms, keeping the count; the single read has them', () => {
    const h = live();
    const listed = listField(h.get('/network/vpcs'), 'vpcs').find((vpc) => vpc.id === DEMO_VPC_IDS.productionAms);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('attached_vms');
    expect(listed?.attached_vms_count).toBeGreaterThan(0);
    const single = field(h.get(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`), 'vpc');
    expect(Array.isArray(single.attached_vms)).toBe(true);
    expect((single.attached_vms as unknown[]).length).toBe(listed?.attached_vms_count);
  });

  it('lists VPCs with attached_vms outside live-API mode', () => {
    const listed = listField(documented().get('/network/vpcs'), 'vpcs');
    expect(listed.every((vpc) => Array.isArray(vpc.attached_vms))).toBe(true);
  });

  it('answers POST /vm 201 with the new VM itself (L6)', () => {
    const h = live();
    const answer = h.post('/vm', NEW_VM);
    expect(answer.status).toBe(201);
    const vm = bodyOf(answer);
    expect(vm).toMatchObject({ name: NEW_VM.name, status: 'building', main_ipv4: expect.any(String) });
    expect(typeof vm.id).toBe('string');
    expect(typeof vm.created_at).toBe('string');
    expect(arrayOf(h.get('/vm')).some((listed) => listed.id === vm.id)).toBe(true);
  });

  it('keeps the deploy answer empty outside live-API mode', () => {
    expectNoBody(documented().post('/vm', NEW_VM), 201);
  });

  it('answers errors as documented-errors-only mode does: status, and a body only for documented codes', () => {
    const h = live();
    expectNoBody(h.get(`/ssh_keys?team_id=00000000-0000-4000-8000-000000000000`), 401);
    expectNoBody(h.get(`/vm/00000000-0000-4000-8000-000000000000`), 404);
    expectError(h.post('/network/reserved_ips', { location: 'London' }), 400, 'UNSUPPORTED_LOCATION');
  });

  it('accepts the `Token` scheme (L3)', () => {
    expect(live().get('/ssh_keys', { scheme: 'Token' }).status).toBe(200);
  });

  it('is read per request, so a server can switch it', () => {
    let on = false;
    const emulator = createEmulator({ liveApi: () => on });
    const read = () =>
      emulator.handle({
        method: 'GET',
        path: `/vm/${DEMO_VM_IDS.web1}`,
        query: new URLSearchParams(),
        headers: { authorization: `Bearer ${DEMO_TOKEN}` },
        body: null,
      }).body as Record<string, unknown>;
    expect(typeof read().firewall_group_id).toBe('string');
    on = true;
    expect(typeof read().firewall_group_id).toBe('number');
  });
});

describe('an empty team_id', () => {
  it.each([
    ['default mode', documented],
    ['live-API mode', live],
  ])('means the default team in a body and in a query (%s)', (_mode, make) => {
    const h = make();
    const created = h.post('/ssh_keys', {
      team_id: '',
      name: 'laptop',
      ssh_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIUWeb1ybUGkLmMj7JyJH1FYstT5EP6+RK4Jac1Fhdue ops@bastion',
    });
    expect(created.status).toBe(201);
    const id = field(created, 'ssh_key').id;
    const inDefault = listField(h.get('/ssh_keys?team_id='), 'ssh_keys');
    expect(inDefault.some((key) => key.id === id)).toBe(true);
    const inPrimary = listField(h.get(`/ssh_keys?team_id=${DEMO_TEAM_IDS.production}`), 'ssh_keys');
    expect(inPrimary.some((key) => key.id === id)).toBe(true);
    expectAnswer(h.get(`/network/firewalls?team_id=`), 200, { firewall_groups: expect.any(Array) });
  });
});

describe('live-API answers match the OpenAPI contract', () => {
  const validate = createResponseValidator(loadOpenApiDocument());
  it('holds every live shape the console reads', () => {
    const h = live();
    const answers: [string, string, EmulatorResponse][] = [
      ['POST', rulesOf(DEMO_FIREWALL_IDS.web), h.post(rulesOf(DEMO_FIREWALL_IDS.web), RULE)],
      ['GET', `/vm/${DEMO_VM_IDS.web1}`, h.get(`/vm/${DEMO_VM_IDS.web1}`)],
      ['GET', '/vm', h.get('/vm')],
      ['GET', '/network/vpcs', h.get('/network/vpcs')],
      ['POST', '/vm', h.post('/vm', NEW_VM)],
    ];
    const problems = answers.flatMap(([method, path, response]) =>
      validate({ method, path, status: response.status, body: response.body }).map(
        (problem) => `${method} ${path}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
