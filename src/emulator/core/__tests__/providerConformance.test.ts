import { describe, expect, it } from 'vitest';
import { DEMO_FIREWALL_IDS, DEMO_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS, DEMO_VPC_IDS, VIEWER_TOKEN } from '../demoFixture';
import type { EmulatorResponse } from '../types';
import { createHarness, type CallOptions } from './harness';

/**
 * Every operation the emulator serves, called the way a client written from the provider's own
 * document calls it (its request bodies, `Bearer` as documented and `Token` as one live client
 * sends), checking the documented status and body shape. Written from what the provider
 * documents, not from src/api/openapi.yaml, so the two can be compared.
 */

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQWt35OkLmiY1st/EWY85htUatc alice@laptop';
const TEAM = DEMO_TEAM_IDS.production;

type Check = (value: unknown) => boolean;
type Shape = Record<string, Check>;

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid: Check = (value) => typeof value === 'string' && UUID_TEXT.test(value);
const text: Check = (value) => typeof value === 'string';
const int: Check = (value) => Number.isInteger(value);
const num: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const bool: Check = (value) => typeof value === 'boolean';
const dateTime: Check = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T');
const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const object =
  (shape: Shape, exact = false): Check =>
  (value) =>
    problemsOf(value, shape, exact).length === 0;
const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

/** Fields missing, of the wrong type, or (for an exact shape) not documented. */
function problemsOf(value: unknown, shape: Shape, exact: boolean): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['not an object'];
  const record = value as Record<string, unknown>;
  const problems = Object.entries(shape)
    .filter(([name, check]) => !check(record[name]))
    .map(([name]) => `${name} = ${JSON.stringify(record[name])}`);
  if (exact) for (const name of Object.keys(record)) if (!(name in shape)) problems.push(`undocumented ${name}`);
  return problems;
}

function expectShape(response: EmulatorResponse, status: number, shape: Shape, exact = false): Record<string, unknown> {
  expect(response.status).toBe(status);
  expect(problemsOf(response.body, shape, exact)).toEqual([]);
  return response.body as Record<string, unknown>;
}

/** Checks a 201 `{ [key]: record }` of exactly the shape, and answers the new record's id. */
function expectCreatedId(response: EmulatorResponse, key: string, shape: Shape): string {
  const created = expectShape(response, 201, { [key]: object(shape, true) }, true);
  return (created[key] as { id: string }).id;
}

function expectArrayOf(response: EmulatorResponse, shape: Shape): Record<string, unknown>[] {
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  const items = response.body as unknown[];
  expect(
    items.flatMap((item, index) => problemsOf(item, shape, false).map((problem) => `[${index}] ${problem}`)),
  ).toEqual([]);
  return items as Record<string, unknown>[];
}

function expectStatusOnly(response: EmulatorResponse, status: number): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: undefined });
}

/** Error statuses: the documents fix the status; a body, when there is one, is `{err}`. */
function expectErrorStatus(response: EmulatorResponse, status: number, code?: string): void {
  expect(response.status).toBe(status);
  if (code !== undefined) expect(response.body).toEqual({ err: code });
}

const TEAM_SHAPE: Shape = {
  id: uuid,
  name: text,
  role: oneOf('Team Owner', 'Team Admin', 'Team Member', 'Team Biller'),
};
const SSH_KEY: Shape = { id: uuid, created: dateTime, name: text, ssh_key: text };
const SCRIPT_SUMMARY: Shape = { id: uuid, name: text, created: dateTime, updated: dateTime };
const SCRIPT_DETAIL: Shape = { ...SCRIPT_SUMMARY, content: text };
const FIREWALL_GROUP: Shape = {
  id: uuid,
  description: text,
  created: dateTime,
  updated: dateTime,
  instance_count: int,
  rule_count: int,
};
const FIREWALL_RULE: Shape = {
  id: uuid,
  group: uuid,
  ip_type: oneOf('v4', 'v6'),
  action: text,
  protocol: oneOf('tcp', 'udp', 'icmp', 'ipv6-icmp'),
  port: text,
  subnet: text,
  subnet_size: int,
  desc: text,
};
const IP_LIST_SUMMARY: Shape = {
  id: uuid,
  name: text,
  description: nullable(text),
  entry_count: int,
  used_by_count: int,
  created_at: dateTime,
};
const IP_LIST_ENTRY: Shape = { id: uuid, type: oneOf('ipv4', 'ipv6'), value: text, created_at: dateTime };
const IP_LIST_CREATED: Shape = { id: uuid, name: text, description: nullable(text) };
const VPC_TEAM = object({ id: uuid, name: text });
const VPC: Shape = {
  id: uuid,
  name: text,
  description: text,
  date_created: dateTime,
  status: oneOf('active', 'building', 'deleting'),
  location: text,
  v4_subnet: text,
  v4_subnet_mask: text,
  owner_team: VPC_TEAM,
  teams: arrayOf(VPC_TEAM),
};
const ATTACHED_VM = object({
  id: uuid,
  name: text,
  power_status: text,
  owner_team: VPC_TEAM,
  mac: text,
  vpc_id: uuid,
  vpc_name: text,
  address: text,
});
const VM_STATUS = oneOf(
  'building',
  'active',
  'suspended',
  'awaiting_payment',
  'taking_snaphot',
  'restoring',
  'terminating',
  'migrating',
);
const VM: Shape = {
  id: uuid,
  name: text,
  password: text,
  vcpu: int,
  ram: int,
  disk: int,
  bw_used: num,
  main_ipv4: text,
  main_ipv6: text,
  template: text,
  firewall_group_id: nullable(uuid),
  created_at: dateTime,
  renewed_at: dateTime,
  due_date: dateTime,
  recurring_amount: num,
  amount_paid: num,
  payment_currency: text,
  billing_cycle: int,
  status: VM_STATUS,
};
const SNAPSHOT: Shape = {
  id: uuid,
  created_at: dateTime,
  name: text,
  desc: text,
  size: int,
  status: oneOf('available', 'pending'),
};
const BACKUP: Shape = {
  id: uuid,
  created_at: dateTime,
  size: int,
  instance: uuid,
  status: oneOf('available', 'pending'),
};
const SERVICE_SHAPE: Shape = {
  id: uuid,
  name: text,
  location: text,
  region: text,
  endpoint: text,
  capacity: int,
  used_capacity: int,
  status: oneOf('active', 'suspended'),
  created_at: dateTime,
  renewal_date: dateTime,
};
const SERVICE_DETAIL: Shape = { ...SERVICE_SHAPE, recurring_amount: num, download_usage: int, upload_usage: int };
const KEYS: Shape = { keys: arrayOf(object({ access_key: text, secret_key: text }, true)) };
const RESERVED_IP: Shape = {
  id: uuid,
  name: text,
  location: text,
  status: oneOf('active', 'suspended'),
  attachment: nullable(object({ id: uuid, name: text }, true)),
  billing_cycle: int,
  renewal_date: dateTime,
  last_renewal: dateTime,
  recurring_amount: num,
  currency: text,
  total_billed: num,
  ip_addr: text,
  suspension_reason: text,
};

describe.each(['Bearer', 'Token'])('a client of the provider document, authorising with %s', (scheme) => {
  const client = () => {
    const h = createHarness();
    const options = (extra: CallOptions = {}): CallOptions => ({ scheme, ...extra });
    return {
      h,
      get: (path: string) => h.get(path, options()),
      post: (path: string, body?: unknown) => h.post(path, body, options()),
      put: (path: string, body?: unknown) => h.put(path, body, options()),
      patch: (path: string, body?: unknown) => h.patch(path, body, options()),
      del: (path: string) => h.del(path, options()),
    };
  };

  it('teams: a bare array with the provider roles', () => {
    const { get } = client();
    expect(expectArrayOf(get('/teams'), TEAM_SHAPE).length).toBeGreaterThan(0);
  });

  it('SSH keys: list, create 201 {ssh_key}, read, PATCH 204 with the whole key, delete 204', () => {
    const { get, post, patch, del } = client();
    expectShape(get('/ssh_keys'), 200, { ssh_keys: arrayOf(object(SSH_KEY)) }, true);
    const id = expectCreatedId(
      post('/ssh_keys', { team_id: TEAM, name: 'laptop', ssh_key: ED25519 }),
      'ssh_key',
      SSH_KEY,
    );
    expectShape(get(`/ssh_keys/${id}?team_id=${TEAM}`), 200, { ssh_key: object(SSH_KEY, true) }, true);
    expectStatusOnly(patch(`/ssh_keys/${id}`, { team_id: TEAM, name: 'laptop 2', ssh_key: ED25519 }), 204);
    expectErrorStatus(patch(`/ssh_keys/${id}`, { team_id: TEAM, name: 'only a name' }), 400);
    expectErrorStatus(post('/ssh_keys', { team_id: TEAM, name: 'bad' }), 400);
    expectStatusOnly(del(`/ssh_keys/${id}?team_id=${TEAM}`), 204);
    expectErrorStatus(get(`/ssh_keys/${id}`), 404);
  });

  it('startup scripts: list without content, create 201 {script}, read with content, PATCH 204, delete 204', () => {
    const { get, post, patch, del } = client();
    expectShape(get('/startup_scripts'), 200, { scripts: arrayOf(object(SCRIPT_SUMMARY, true)) }, true);
    const id = expectCreatedId(
      post('/startup_scripts', { name: 'hello', content: 'echo hi' }),
      'script',
      SCRIPT_DETAIL,
    );
    expectShape(get(`/startup_scripts/${id}`), 200, { script: object(SCRIPT_DETAIL, true) }, true);
    expectStatusOnly(patch(`/startup_scripts/${id}`, { name: 'hello', content: 'echo bye' }), 204);
    expectErrorStatus(patch(`/startup_scripts/${id}`, { content: 'no name' }), 400);
    expectStatusOnly(del(`/startup_scripts/${id}`), 204);
  });

  it('firewall groups: list, create 201, read, PUT 204, delete 204; a group VMs use answers 400', () => {
    const { get, post, put, del } = client();
    expectShape(get('/network/firewalls'), 200, { firewall_groups: arrayOf(object(FIREWALL_GROUP, true)) }, true);
    const id = expectCreatedId(post('/network/firewalls', { description: 'web' }), 'firewall_group', FIREWALL_GROUP);
    expectShape(get(`/network/firewalls/${id}`), 200, { firewall_group: object(FIREWALL_GROUP, true) }, true);
    expectStatusOnly(put(`/network/firewalls/${id}`, { description: 'web 2' }), 204);
    expectErrorStatus(del(`/network/firewalls/${DEMO_FIREWALL_IDS.web}`), 400);
    expectStatusOnly(del(`/network/firewalls/${id}`), 204);
  });

  it('firewall rules: create 201 without ip_type (subnet_size number or string), read numbers back, PATCH 200, delete 204', () => {
    const { get, post, patch, del } = client();
    const rules = `/network/firewalls/${DEMO_FIREWALL_IDS.web}/rules`;
    expectShape(get(rules), 200, { firewall_rules: arrayOf(object(FIREWALL_RULE, true)) }, true);
    const asNumber = expectShape(
      post(rules, { protocol: 'tcp', port: '8080', subnet: '203.0.113.0', subnet_size: 24, desc: 'alt http' }),
      201,
      {
        firewall_rule: object(FIREWALL_RULE, true),
      },
    );
    expect(asNumber['firewall_rule']).toMatchObject({ ip_type: 'v4', subnet_size: 24 });
    const asString = expectShape(
      post(rules, { protocol: 'udp', port: '53', subnet: '2001:db8::', subnet_size: '48' }),
      201,
      {
        firewall_rule: object(FIREWALL_RULE, true),
      },
    );
    expect(asString['firewall_rule']).toMatchObject({ ip_type: 'v6', subnet_size: 48 });
    const icmp6 = expectShape(post(rules, { protocol: 'icmp', subnet: '2001:db8::', subnet_size: 32 }), 201, {
      firewall_rule: object(FIREWALL_RULE, true),
    });
    expect(icmp6['firewall_rule']).toMatchObject({ protocol: 'ipv6-icmp' });
    expectShape(post(rules, { protocol: 'ipv6-icmp', subnet: '2001:db9::', subnet_size: 32 }), 201, {
      firewall_rule: object(FIREWALL_RULE, true),
    });
    expectErrorStatus(post(rules, { protocol: 'tcp', port: '8080', subnet: '203.0.113.0', subnet_size: 24 }), 400);
    const id = (asNumber['firewall_rule'] as { id: string }).id;
    expectShape(get(`${rules}/${id}`), 200, { firewall_rule: object(FIREWALL_RULE, true) }, true);
    expectStatusOnly(patch(`${rules}/${id}`, { desc: 'renamed' }), 200);
    expectErrorStatus(patch(`${rules}/${id}`, { desc: 'd'.repeat(256) }), 400);
    expectStatusOnly(del(`${rules}/${id}`), 204);
    expectErrorStatus(
      post('/network/firewalls/00000000-0000-4000-8000-000000000000/rules', {
        protocol: 'icmp',
        subnet: '0.0.0.0',
        subnet_size: 0,
      }),
      404,
    );
  });

  it('IP lists: list with limits, create 201 {ip_list:{id,name,description}}, PATCH 200 the same, entries with and without type', () => {
    const { get, post, patch, del } = client();
    expectShape(
      get('/network/ip_lists'),
      200,
      { ip_lists: arrayOf(object(IP_LIST_SUMMARY, true)), ip_list_limit: int, ip_list_entry_limit: int },
      true,
    );
    const id = expectCreatedId(
      post('/network/ip_lists', { name: 'partners', description: 'B2B' }),
      'ip_list',
      IP_LIST_CREATED,
    );
    expectErrorStatus(post('/network/ip_lists', { name: 'partners' }), 400);
    expectShape(
      patch(`/network/ip_lists/${id}`, { name: 'partners 2' }),
      200,
      { ip_list: object(IP_LIST_CREATED, true) },
      true,
    );
    const typed = expectShape(
      post(`/network/ip_lists/${id}/entries`, { value: '2001:db8::/48', type: 'ipv6' }),
      201,
      { entry: object(IP_LIST_ENTRY, true) },
      true,
    );
    const detected = expectShape(
      post(`/network/ip_lists/${id}/entries`, { value: '198.51.100.0/24' }),
      201,
      { entry: object(IP_LIST_ENTRY, true) },
      true,
    );
    expect(detected['entry']).toMatchObject({ type: 'ipv4' });
    expectErrorStatus(post(`/network/ip_lists/${id}/entries`, { value: '0.0.0.0/0' }), 400);
    expectShape(
      get(`/network/ip_lists/${DEMO_IDS.officeIpList}`),
      200,
      { ip_list: object({ ...IP_LIST_SUMMARY, entries: arrayOf(object(IP_LIST_ENTRY, true)) }, true) },
      true,
    );
    expectStatusOnly(del(`/network/ip_lists/${id}/entries/${(typed['entry'] as { id: string }).id}`), 204);
    expectStatusOnly(del(`/network/ip_lists/${id}`), 204);
  });

  it('VPCs: list, create 201 with no body, read with attached VMs, PATCH 200 with no body, delete 204 / 403 with VMs', () => {
    const { get, post, patch, del } = client();
    expectShape(get('/network/vpcs'), 200, { vpcs: arrayOf(object(VPC)) }, true);
    const body = {
      location: 'London',
      name: 'lon-net',
      description: 'test',
      v4_subnet: '10.50.0.0',
      v4_subnet_mask: '24',
    };
    expectStatusOnly(post('/network/vpcs', body), 201);
    expectErrorStatus(post('/network/vpcs', { ...body, location: 'Atlantis' }), 404);
    expectErrorStatus(post('/network/vpcs', { ...body, description: undefined }), 400);
    expectShape(
      get(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`),
      200,
      { vpc: object({ ...VPC, attached_vms: arrayOf(ATTACHED_VM) }) },
      true,
    );
    expectStatusOnly(
      patch(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`, { name: 'prod-ams', description: 'changed' }),
      200,
    );
    expectErrorStatus(patch(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`, { name: 'only a name' }), 400);
    expectErrorStatus(del(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`), 403);
    const created = (get('/network/vpcs?location=London').body as { vpcs: { id: string }[] }).vpcs[0];
    expectStatusOnly(del(`/network/vpcs/${created?.id ?? ''}`), 204);
  });

  it('catalogues, snapshots and backups: bare arrays', () => {
    const { get } = client();
    expectArrayOf(get('/os_templates'), { id: int, name: text, family: text });
    expectArrayOf(get('/instance_types'), {
      id: uuid,
      type: text,
      cpu: text,
      max_vcpu: int,
      max_ram: int,
      max_disk: int,
      network_rate: int,
      locations: arrayOf(text),
    });
    expectArrayOf(get('/snapshots'), SNAPSHOT);
    expectArrayOf(get('/backups'), BACKUP);
    expectArrayOf(get(`/vm/${DEMO_VM_IDS.web1}/backups`), BACKUP);
  });

  it('VMs: bare array and bare object with amount_paid and password, no power_status', () => {
    const { get } = client();
    const vms = expectArrayOf(get('/vm'), VM);
    // Live clients also read these three beyond the documented schema.
    for (const vm of vms)
      expect(problemsOf(vm, { location: text, bgp_enabled: bool, active_action_id: nullable(text) }, false)).toEqual(
        [],
      );
    for (const vm of vms) expect(vm).not.toHaveProperty('power_status');
    expect(expectShape(get(`/vm/${DEMO_VM_IDS.web1}`), 200, VM)).not.toHaveProperty('power_status');
  });

  it('VM console and actions: vnc 201, stop/reboot 202 {audit_log_id}, snapshot 201 {snapshot_id} (name required), bgp 200', () => {
    const { h, get, post } = client();
    expectShape(post(`/vm/${DEMO_VM_IDS.web1}/vnc`, { team_id: TEAM }), 201, { vnc_url: text, expire_at: int }, true);
    expectShape(post(`/vm/${DEMO_VM_IDS.web1}/stop`, { team_id: TEAM }), 202, { audit_log_id: uuid }, true);
    h.advance(5_000);
    expectShape(post(`/vm/${DEMO_VM_IDS.web1}/reboot`, { force_stop: true }), 202, { audit_log_id: uuid }, true);
    expectErrorStatus(post(`/vm/${DEMO_VM_IDS.web2}/snapshot`, { desc: 'no name' }), 400);
    expectShape(
      post(`/vm/${DEMO_VM_IDS.web2}/snapshot`, { name: 'pre-deploy', desc: 'before' }),
      201,
      { snapshot_id: uuid },
      true,
    );
    expect((get(`/vm/${DEMO_VM_IDS.web2}`).body as { status: string }).status).toBe('taking_snaphot');
    expectStatusOnly(post(`/vm/${DEMO_VM_IDS.db1}/enable-bgp`, { team_id: TEAM }), 200);
    expectStatusOnly(post(`/vm/${DEMO_VM_IDS.edge1}/disable-bgp`, {}), 200);
  });

  it('object storage: list, bare detail with usage, bucket create 201 {keys} (400 when taken), access keys', () => {
    const { get, post } = client();
    expectShape(get('/object-storage'), 200, { services: arrayOf(object(SERVICE_SHAPE, true)) }, true);
    expectShape(get(`/object-storage/${DEMO_IDS.assetsService}`), 200, SERVICE_DETAIL, true);
    expectShape(
      post(`/object-storage/${DEMO_IDS.assetsService}/buckets`, {
        bucket_name: 'release-artifacts',
        versioning: false,
        object_lock: false,
      }),
      201,
      KEYS,
      true,
    );
    expectErrorStatus(
      post(`/object-storage/${DEMO_IDS.assetsService}/buckets`, { bucket_name: 'release-artifacts' }),
      400,
    );
    expectShape(
      get(`/object-storage/${DEMO_IDS.assetsService}/buckets/release-artifacts/access_keys`),
      200,
      KEYS,
      true,
    );
  });

  it('reserved IPs: list, create 200 {rip_id, ip_addr} (ipv4 default, ipv6), convert 200, read bare, PATCH {name}/{attachment}, delete', () => {
    const { get, post, patch, del } = client();
    expectShape(
      get('/network/reserved_ips?location=amsterdam'),
      200,
      { reserved_ips: arrayOf(object(RESERVED_IP, true)) },
      true,
    );
    // Room under the team's quota of 5 (it holds 3).
    expectStatusOnly(del(`/network/reserved_ips/${DEMO_IDS.spareReservedIp}`), 204);
    const v4 = expectShape(
      post('/network/reserved_ips', { location: 'Amsterdam' }),
      200,
      { rip_id: uuid, ip_addr: text },
      true,
    );
    expect(v4['ip_addr']).toBe('203.0.113.10');
    expectShape(
      post('/network/reserved_ips', { location: 'Amsterdam', ip_type: 'ipv6', name: 'v6' }),
      200,
      { rip_id: uuid, ip_addr: text },
      true,
    );
    expectErrorStatus(post('/network/reserved_ips', { location: 'London' }), 400, 'UNSUPPORTED_LOCATION');
    expectErrorStatus(post('/network/reserved_ips', { location: 'Singapore', ip_type: 'ipv6' }), 400, 'NOT_SUPPORTED');
    expectShape(
      post('/network/reserved_ips/convert', { ip_address: '192.0.2.11' }),
      200,
      { reserved_ip: object(RESERVED_IP, true) },
      true,
    );
    expectErrorStatus(
      post('/network/reserved_ips/convert', { ip_address: '192.0.2.20' }),
      403,
      'RESERVED_IP_QUOTA_EXCEEDED',
    );
    const id = String(v4['rip_id']);
    expectShape(get(`/network/reserved_ips/${id}`), 200, RESERVED_IP, true);
    expectShape(patch(`/network/reserved_ips/${id}`, { name: 'renamed' }), 200, { name: text }, true);
    expectShape(
      patch(`/network/reserved_ips/${id}`, { anchor_ip: '192.0.2.10' }),
      200,
      { attachment: object({ id: uuid, name: text }, true) },
      true,
    );
    expectErrorStatus(
      patch(`/network/reserved_ips/${id}`, { anchor_ip: '192.0.2.11' }),
      403,
      'RESERVED_IP_ALREADY_ATTACHED',
    );
    expectStatusOnly(del(`/network/reserved_ips/${id}`), 204);
    expectErrorStatus(get(`/network/reserved_ips/${id}`), 404);
  });

  it('answers a team the caller is not in with 401, like a bad token', () => {
    const { h } = client();
    const viewer = { scheme, token: VIEWER_TOKEN };
    expect(h.get('/network/reserved_ips', viewer).status).toBe(200);
    expectErrorStatus(h.get(`/network/reserved_ips?team_id=${DEMO_TEAM_IDS.staging}`, viewer), 401);
    expectErrorStatus(h.get('/ssh_keys', { scheme, token: 'not-a-token' }), 401);
  });
});
