// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueQueries } from './catalogue';
import { useVmAction, createConsoleSession, vmQueries } from '../vms/vms';
import {
  firewallQueries,
  useCreateFirewallGroup,
  useCreateFirewallRule,
  useDeleteFirewallGroup,
  useDeleteFirewallRule,
  useRenameFirewallGroup,
  useUpdateFirewallRule,
} from './firewalls';
import {
  ipListKeys,
  ipListQueries,
  useAddIpListEntry,
  useCreateIpList,
  useDeleteIpList,
  useRemoveIpListEntry,
  useUpdateIpList,
} from './ipLists';
import { objectStorageQueries, useCreateBucket } from './objectStorage';
import { createQueryClient } from '../cache/queryClient';
import {
  reservedIpQueries,
  useConvertToReservedIp,
  useCreateReservedIp,
  useDeleteReservedIp,
  useUpdateReservedIp,
} from './reservedIps';
import { snapshotQueries } from './snapshots';
import { sshKeyQueries, useCreateSshKey, useCreateSshKeys, useDeleteSshKey, useUpdateSshKey } from './sshKeys';
import {
  startupScriptQueries,
  useCreateStartupScript,
  useDeleteStartupScript,
  useUpdateStartupScript,
} from './startupScripts';
import { DEFAULT_TEAM } from './team';
import { teamQueries } from './teams';
import { API_BASE, ED25519, renderApiHook, sendChange, setupEmulatorApi } from '../../test/emulatorHarness';
import type { Team, Vm } from '../types';
import { useCreateVpc, useDeleteVpc, useUpdateVpc, vpcQueries } from './vpcs';

const harness = setupEmulatorApi();

let team: Team;
let vms: Vm[];

/** A fresh cache per read, so every read really reaches the (emulated) server. */
const fresh = () => createQueryClient();

beforeAll(async () => {
  harness.start();
  const teams = await createQueryClient().fetchQuery(teamQueries.list());
  const primary = teams[0];
  if (!primary) throw new Error('the demo fixture has no team');
  team = primary;
  vms = await createQueryClient().fetchQuery(vmQueries.list(team.id));
});
beforeEach(() => harness.reset());
afterAll(() => harness.stop());

function expectRequest(expected: { method: string; path: string; query?: Record<string, string>; body?: unknown }) {
  const sent = harness.last();
  expect({ method: sent.method, path: sent.path }).toEqual({ method: expected.method, path: expected.path });
  expect(sent.query).toEqual(expected.query ?? {});
  if ('body' in expected) expect(sent.body).toEqual(expected.body);
  expect(sent.headers.get('Authorization')).toMatch(/^Bearer demo-token/);
}

/**
 * Answers one operation as the API documents it (the emulator on this branch may answer otherwise)
 * and keeps each JSON body it was sent.
 */
function answerAsDocumented(method: 'post' | 'patch', path: string, answer: unknown, status = 200): unknown[] {
  const bodies: unknown[] = [];
  harness.server.use(
    http[method](`${API_BASE}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

function firstVm(): Vm {
  const vm = vms.find((candidate) => candidate.power_status !== 'stopped');
  if (!vm) throw new Error('the demo fixture has no running VM');
  return vm;
}

describe('requests the client sends, endpoint by endpoint', () => {
  it('1 POST /ssh_keys', async () => {
    const created = await sendChange(() => useCreateSshKey(team.id), { name: 'laptop', ssh_key: ED25519 });
    expectRequest({ method: 'POST', path: '/ssh_keys', body: { team_id: team.id, name: 'laptop', ssh_key: ED25519 } });
    expect(created).toMatchObject({ name: 'laptop', ssh_key: ED25519 });
  });

  it('2 GET /ssh_keys', async () => {
    const keys = await fresh().fetchQuery(sshKeyQueries.list(team.id));
    expectRequest({ method: 'GET', path: '/ssh_keys', query: { team_id: team.id } });
    expect(keys.length).toBeGreaterThan(0);
  });

  it('2 GET /ssh_keys for the default team sends no team_id', async () => {
    await fresh().fetchQuery(sshKeyQueries.list(DEFAULT_TEAM));
    expectRequest({ method: 'GET', path: '/ssh_keys' });
  });

  it('3 PATCH /ssh_keys/{id}: team_id, name and ssh_key, all three always', async () => {
    const [key] = await fresh().fetchQuery(sshKeyQueries.list(team.id));
    await sendChange(() => useUpdateSshKey(team.id), { id: key!.id, name: 'renamed', ssh_key: key!.ssh_key });
    expectRequest({
      method: 'PATCH',
      path: `/ssh_keys/${key!.id}`,
      body: { team_id: team.id, name: 'renamed', ssh_key: key!.ssh_key },
    });
  });

  it('3 PATCH /ssh_keys/{id} in default-team mode sends team_id "" (the default team), name and ssh_key', async () => {
    const bodies = answerAsDocumented('patch', '/ssh_keys/k1', undefined, 204);
    await sendChange(() => useUpdateSshKey(DEFAULT_TEAM), { id: 'k1', name: 'renamed', ssh_key: ED25519 });
    expect(bodies).toEqual([{ team_id: '', name: 'renamed', ssh_key: ED25519 }]);
  });

  it('1 POST /ssh_keys in default-team mode sends team_id "" (the default team), and the key lands there', async () => {
    const created = await sendChange(() => useCreateSshKey(DEFAULT_TEAM), { name: 'laptop', ssh_key: ED25519 });
    expectRequest({ method: 'POST', path: '/ssh_keys', body: { team_id: '', name: 'laptop', ssh_key: ED25519 } });
    const primaryKeys = await fresh().fetchQuery(sshKeyQueries.list(team.id));
    expect(primaryKeys.map((key) => key.id)).toContain(created.id);
  });

  it('1 POST /ssh_keys, several keys in default-team mode, each with team_id ""', async () => {
    await sendChange(() => useCreateSshKeys(DEFAULT_TEAM), [{ name: 'laptop', ssh_key: ED25519 }]);
    const posts = harness.requests.filter((request) => request.method === 'POST' && request.path === '/ssh_keys');
    expect(posts.map((request) => request.body)).toEqual([{ team_id: '', name: 'laptop', ssh_key: ED25519 }]);
  });

  it('4 POST /startup_scripts', async () => {
    const created = await sendChange(() => useCreateStartupScript(team.id), {
      name: 'apt',
      content: '#!/bin/sh\napt-get update\n',
    });
    expectRequest({
      method: 'POST',
      path: '/startup_scripts',
      body: { team_id: team.id, name: 'apt', content: '#!/bin/sh\napt-get update\n' },
    });
    expect(created.content).toBe('#!/bin/sh\napt-get update\n');
  });

  it('5 GET /startup_scripts (no content in the list)', async () => {
    const scripts = await fresh().fetchQuery(startupScriptQueries.list(team.id));
    expectRequest({ method: 'GET', path: '/startup_scripts', query: { team_id: team.id } });
    for (const script of scripts) expect(script).not.toHaveProperty('content');
  });

  it('6 DELETE /startup_scripts/{id}', async () => {
    const [script] = await fresh().fetchQuery(startupScriptQueries.list(team.id));
    await sendChange(() => useDeleteStartupScript(team.id), script!.id);
    expectRequest({ method: 'DELETE', path: `/startup_scripts/${script!.id}`, query: { team_id: team.id } });
  });

  it('7 POST /network/firewalls', async () => {
    const group = await sendChange(() => useCreateFirewallGroup(team.id), { description: 'web servers' });
    expectRequest({
      method: 'POST',
      path: '/network/firewalls',
      body: { team_id: team.id, description: 'web servers' },
    });
    expect(group.description).toBe('web servers');
  });

  it('8 GET /network/firewalls/{id}', async () => {
    const [group] = await fresh().fetchQuery(firewallQueries.list(team.id));
    const detail = await fresh().fetchQuery(firewallQueries.detail(team.id, group!.id));
    expectRequest({ method: 'GET', path: `/network/firewalls/${group!.id}`, query: { team_id: team.id } });
    expect(detail.id).toBe(group!.id);
  });

  it('9 POST /network/firewalls/{id}/rules', async () => {
    const [group] = await fresh().fetchQuery(firewallQueries.list(team.id));
    const { result } = renderApiHook(() => useCreateFirewallRule(team.id, group!.id));
    // No ip_type (not a request field: the version follows the subnet); subnet_size a numeric string.
    const body = { protocol: 'tcp', port: '8443', subnet: '198.51.100.0', subnet_size: '24', desc: 'admin' } as const;
    const rule = await result.current.mutateAsync(body);
    expectRequest({
      method: 'POST',
      path: `/network/firewalls/${group!.id}/rules`,
      body: { team_id: team.id, ...body },
    });
    expect(rule).toMatchObject({ protocol: 'tcp', port: '8443', action: 'allow' });
  });

  it('10 PATCH /network/firewalls/{id}/rules/{rule_id}', async () => {
    const [group] = await fresh().fetchQuery(firewallQueries.list(team.id));
    const [rule] = await fresh().fetchQuery(firewallQueries.rules(team.id, group!.id));
    await sendChange(() => useUpdateFirewallRule(team.id, group!.id), { ruleId: rule!.id, desc: 'x'.repeat(255) });
    expectRequest({
      method: 'PATCH',
      path: `/network/firewalls/${group!.id}/rules/${rule!.id}`,
      body: { team_id: team.id, desc: 'x'.repeat(255) },
    });
  });

  it('11 GET /network/vpcs/{id}', async () => {
    const [vpc] = await fresh().fetchQuery(vpcQueries.list(team.id));
    const detail = await fresh().fetchQuery(vpcQueries.detail(team.id, vpc!.id));
    expectRequest({ method: 'GET', path: `/network/vpcs/${vpc!.id}`, query: { team_id: team.id } });
    expect(Array.isArray(detail.attached_vms)).toBe(true);
  });

  it('12 PATCH /network/vpcs/{id}', async () => {
    const [vpc] = await fresh().fetchQuery(vpcQueries.list(team.id));
    await sendChange(() => useUpdateVpc(team.id), { id: vpc!.id, name: 'backend', description: 'private' });
    expectRequest({
      method: 'PATCH',
      path: `/network/vpcs/${vpc!.id}`,
      body: { team_id: team.id, name: 'backend', description: 'private' },
    });
  });

  it('13 POST /network/reserved_ips/convert', async () => {
    const reserved = await fresh().fetchQuery(reservedIpQueries.list(team.id));
    const vm = vms.find((candidate) => !reserved.some((ip) => ip.ip_addr === candidate.main_ipv4));
    const created = await sendChange(() => useConvertToReservedIp(team.id), {
      ip_address: vm!.main_ipv4,
      name: 'frontdoor',
    });
    expectRequest({
      method: 'POST',
      path: '/network/reserved_ips/convert',
      body: { team_id: team.id, ip_address: vm!.main_ipv4, name: 'frontdoor' },
    });
    expect(created).toMatchObject({ ip_addr: vm!.main_ipv4, name: 'frontdoor' });
  });

  it('14 GET /network/reserved_ips with the location filter', async () => {
    await fresh().fetchQuery(reservedIpQueries.list(team.id, 'amsterdam'));
    expectRequest({ method: 'GET', path: '/network/reserved_ips', query: { team_id: team.id, location: 'amsterdam' } });
  });

  it('15 GET /network/reserved_ips/{id} (bare object)', async () => {
    const [ip] = await fresh().fetchQuery(reservedIpQueries.list(team.id));
    const detail = await fresh().fetchQuery(reservedIpQueries.detail(team.id, ip!.id));
    expectRequest({ method: 'GET', path: `/network/reserved_ips/${ip!.id}`, query: { team_id: team.id } });
    expect(detail.id).toBe(ip!.id);
  });

  it('16 DELETE /network/reserved_ips/{id}', async () => {
    const ips = await fresh().fetchQuery(reservedIpQueries.list(team.id));
    const { result } = renderApiHook(() => useDeleteReservedIp(team.id));
    const target = ips[0]!;
    await result.current.mutateAsync(target.id).catch(() => undefined);
    expectRequest({ method: 'DELETE', path: `/network/reserved_ips/${target.id}`, query: { team_id: team.id } });
  });

  it.each([
    [{ action: 'stop', force_stop: true }],
    [{ action: 'reboot', force_stop: false }],
    [{ action: 'snapshot', name: 'before-upgrade', desc: 'pre 24.04' }],
    [{ action: 'enable-bgp' }],
    [{ action: 'disable-bgp' }],
  ] as const)('17 POST /vm/{id}/{action} %j', async (input) => {
    const vm = firstVm();
    await sendChange(() => useVmAction(team.id, vm.id), input);
    const { action, ...body } = input;
    expectRequest({ method: 'POST', path: `/vm/${vm.id}/${action}`, body: { team_id: team.id, ...body } });
  });

  it('18 POST /vm/{id}/vnc', async () => {
    const vm = firstVm();
    const session = await createConsoleSession(team.id, vm.id);
    expectRequest({ method: 'POST', path: `/vm/${vm.id}/vnc`, body: { team_id: team.id } });
    expect(session.vnc_url).toMatch(/^https?:\/\//);
    expect(session.expire_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('19 POST /object-storage/{id}/buckets and 20 GET its access keys', async () => {
    const [service] = await fresh().fetchQuery(objectStorageQueries.services(team.id));
    const keys = await sendChange(() => useCreateBucket(team.id, service!.id), {
      bucket_name: 'logs-2026',
      versioning: true,
      object_lock: false,
    });
    expectRequest({
      method: 'POST',
      path: `/object-storage/${service!.id}/buckets`,
      body: { team_id: team.id, bucket_name: 'logs-2026', versioning: true, object_lock: false },
    });
    const listed = await fresh().fetchQuery(objectStorageQueries.accessKeys(team.id, service!.id, 'logs-2026'));
    expectRequest({
      method: 'GET',
      path: `/object-storage/${service!.id}/buckets/logs-2026/access_keys`,
      query: { team_id: team.id },
    });
    expect(listed).toEqual(keys);
  });

  it('21 GET /instance_types, 22 GET /os_templates, 23 GET /backups: no team, bare arrays', async () => {
    expect((await fresh().fetchQuery(catalogueQueries.instanceTypes())).length).toBeGreaterThan(0);
    expectRequest({ method: 'GET', path: '/instance_types' });
    expect((await fresh().fetchQuery(catalogueQueries.osTemplates())).length).toBeGreaterThan(0);
    expectRequest({ method: 'GET', path: '/os_templates' });
    expect((await fresh().fetchQuery(catalogueQueries.backups())).length).toBeGreaterThan(0);
    expectRequest({ method: 'GET', path: '/backups' });
  });
});

describe('extension requests', () => {
  it('GET /teams, /snapshots and /vm/{id}/backups', async () => {
    await fresh().fetchQuery(teamQueries.list());
    expectRequest({ method: 'GET', path: '/teams' });
    await fresh().fetchQuery(snapshotQueries.list());
    expectRequest({ method: 'GET', path: '/snapshots' });
    await fresh().fetchQuery(vmQueries.backups(team.id, firstVm().id));
    expectRequest({ method: 'GET', path: `/vm/${firstVm().id}/backups`, query: { team_id: team.id } });
    await fresh().fetchQuery(vmQueries.detail(team.id, firstVm().id));
    expectRequest({ method: 'GET', path: `/vm/${firstVm().id}`, query: { team_id: team.id } });
  });

  it('SSH key read and delete', async () => {
    const [key] = await fresh().fetchQuery(sshKeyQueries.list(team.id));
    await fresh().fetchQuery(sshKeyQueries.detail(team.id, key!.id));
    expectRequest({ method: 'GET', path: `/ssh_keys/${key!.id}`, query: { team_id: team.id } });
    await sendChange(() => useDeleteSshKey(team.id), key!.id);
    expectRequest({ method: 'DELETE', path: `/ssh_keys/${key!.id}`, query: { team_id: team.id } });
  });

  it('startup script read and update', async () => {
    const [script] = await fresh().fetchQuery(startupScriptQueries.list(team.id));
    const full = await fresh().fetchQuery(startupScriptQueries.detail(team.id, script!.id));
    expect(typeof full.content).toBe('string');
    await sendChange(() => useUpdateStartupScript(team.id), { id: script!.id, name: full.name, content: 'echo hi' });
    expectRequest({
      method: 'PATCH',
      path: `/startup_scripts/${script!.id}`,
      body: { team_id: team.id, name: full.name, content: 'echo hi' },
    });
  });

  it('firewall group rename and delete, rule read and delete', async () => {
    const group = await sendChange(() => useCreateFirewallGroup(team.id), { description: 'temp' });
    await sendChange(() => useRenameFirewallGroup(team.id), { id: group.id, description: 'renamed' });
    expectRequest({
      method: 'PUT',
      path: `/network/firewalls/${group.id}`,
      body: { team_id: team.id, description: 'renamed' },
    });
    const rule = await sendChange(() => useCreateFirewallRule(team.id, group.id), {
      protocol: 'icmp',
      subnet: 'Cloudflare',
      subnet_size: '0',
    });
    await fresh().fetchQuery(firewallQueries.rule(team.id, group.id, rule.id));
    expectRequest({
      method: 'GET',
      path: `/network/firewalls/${group.id}/rules/${rule.id}`,
      query: { team_id: team.id },
    });
    await sendChange(() => useDeleteFirewallRule(team.id, group.id), rule.id);
    expectRequest({
      method: 'DELETE',
      path: `/network/firewalls/${group.id}/rules/${rule.id}`,
      query: { team_id: team.id },
    });
    await sendChange(() => useDeleteFirewallGroup(team.id), group.id);
    expectRequest({ method: 'DELETE', path: `/network/firewalls/${group.id}`, query: { team_id: team.id } });
  });

  it('IP list lifecycle', async () => {
    const list = await sendChange(() => useCreateIpList(team.id), { name: 'branch-office', description: 'HQ egress' });
    expectRequest({
      method: 'POST',
      path: '/network/ip_lists',
      body: { team_id: team.id, name: 'branch-office', description: 'HQ egress' },
    });
    await sendChange(() => useUpdateIpList(team.id), { id: list.id, name: 'branch-office-2' });
    expectRequest({
      method: 'PATCH',
      path: `/network/ip_lists/${list.id}`,
      body: { team_id: team.id, name: 'branch-office-2' },
    });
    const entry = await sendChange(() => useAddIpListEntry(team.id, list.id), { value: '203.0.113.0/24' });
    expectRequest({
      method: 'POST',
      path: `/network/ip_lists/${list.id}/entries`,
      body: { team_id: team.id, value: '203.0.113.0/24' },
    });
    const detail = await fresh().fetchQuery(ipListQueries.detail(team.id, list.id));
    expect(detail.entries.map((e) => e.id)).toContain(entry.id);
    await sendChange(() => useRemoveIpListEntry(team.id, list.id), entry.id);
    expectRequest({
      method: 'DELETE',
      path: `/network/ip_lists/${list.id}/entries/${entry.id}`,
      query: { team_id: team.id },
    });
    await sendChange(() => useDeleteIpList(team.id), list.id);
    expectRequest({ method: 'DELETE', path: `/network/ip_lists/${list.id}`, query: { team_id: team.id } });
    const page = await fresh().fetchQuery(ipListQueries.list(team.id));
    expectRequest({ method: 'GET', path: '/network/ip_lists', query: { team_id: team.id } });
    expect(page.ip_list_limit).toBeGreaterThan(0);
  });

  it('IP list entry: type spelt ipv4/ipv6; any 400 rereads the list (the API gives duplicates and limits no code)', async () => {
    const [list] = (await fresh().fetchQuery(ipListQueries.list(team.id))).ip_lists;
    const entry = { id: 'e1', type: 'ipv6', value: '2001:db8::/48', created_at: '2026-11-23T00:00:00Z' };
    const bodies = answerAsDocumented('post', `/network/ip_lists/${list!.id}/entries`, { entry }, 201);
    const { result: add, queryClient } = renderApiHook(() => useAddIpListEntry(team.id, list!.id));
    expect(await add.current.mutateAsync({ value: '2001:db8::/48', type: 'ipv6' })).toEqual(entry);
    expect(bodies).toEqual([{ team_id: team.id, value: '2001:db8::/48', type: 'ipv6' }]);

    harness.server.use(
      http.post(`${API_BASE}/network/ip_lists/${list!.id}/entries`, () => new HttpResponse(null, { status: 400 })),
    );
    await queryClient.fetchQuery(ipListQueries.list(team.id));
    await expect(add.current.mutateAsync({ value: '192.0.2.1', type: 'ipv4' })).rejects.toMatchObject({
      status: 400,
      code: 'HTTP_400',
    });
    await vi.waitFor(() => expect(queryClient.getQueryState(ipListKeys.list(team.id))?.isInvalidated).toBe(true));
  });

  it('VPC list by location, create and delete', async () => {
    await fresh().fetchQuery(vpcQueries.list(team.id, 'Amsterdam'));
    expectRequest({ method: 'GET', path: '/network/vpcs', query: { team_id: team.id, location: 'Amsterdam' } });
    const { result: create } = renderApiHook(() => useCreateVpc(team.id));
    const input = {
      location: 'Amsterdam',
      name: 'lab',
      description: 'tests',
      v4_subnet: '10.99.0.0',
      v4_subnet_mask: '24',
    };
    await create.current.mutateAsync(input);
    expectRequest({ method: 'POST', path: '/network/vpcs', body: { team_id: team.id, ...input } });
    const vpcs = await fresh().fetchQuery(vpcQueries.list(team.id));
    const lab = vpcs.find((vpc) => vpc.name === 'lab');
    await sendChange(() => useDeleteVpc(team.id), lab!.id);
    expectRequest({ method: 'DELETE', path: `/network/vpcs/${lab!.id}`, query: { team_id: team.id } });
  });

  it('reserved IP create: ip_type spelt ipv4/ipv6, name only when given (answered as the API documents)', async () => {
    const answer = { rip_id: '0f3c2a52-5d1b-4a49-9d0e-4f5f0c1e2a11', ip_addr: '2001:db8:5::/64' };
    const bodies = answerAsDocumented('post', '/network/reserved_ips', answer);
    const { result: create } = renderApiHook(() => useCreateReservedIp(team.id));
    expect(await create.current.mutateAsync({ location: 'Sydney', ip_type: 'ipv6' })).toEqual(answer);
    await create.current.mutateAsync({ location: 'Sydney', name: ' spare ', ip_type: 'ipv4' });
    expect(bodies).toEqual([
      { team_id: team.id, location: 'Sydney', ip_type: 'ipv6' },
      { team_id: team.id, location: 'Sydney', name: 'spare', ip_type: 'ipv4' },
    ]);
  });

  it('reserved IP detach and attach', async () => {
    const reservedIps = await fresh().fetchQuery(reservedIpQueries.list(team.id));
    const anycast = reservedIps.find((reservedIp) => reservedIp.name === 'edge anycast');
    const vm = vms.find((candidate) => candidate.id === anycast?.attachment?.id);
    if (!anycast || !vm) throw new Error('the demo fixture has no reserved IP attached as an additional address');
    const { result: patch } = renderApiHook(() => useUpdateReservedIp(team.id));
    await patch.current.mutateAsync({ id: anycast.id, anchor_ip: null });
    expectRequest({
      method: 'PATCH',
      path: `/network/reserved_ips/${anycast.id}`,
      body: { team_id: team.id, anchor_ip: null },
    });
    await patch.current.mutateAsync({ id: anycast.id, anchor_ip: vm.main_ipv4 });
    expectRequest({
      method: 'PATCH',
      path: `/network/reserved_ips/${anycast.id}`,
      body: { team_id: team.id, anchor_ip: vm.main_ipv4 },
    });
  });

  it('reserved IP convert sends a name only when given', async () => {
    const bodies = answerAsDocumented('post', '/network/reserved_ips/convert', { reserved_ip: { id: 'r' } });
    await sendChange(() => useConvertToReservedIp(team.id), { ip_address: '192.0.2.11', name: '' });
    expect(bodies).toEqual([{ team_id: team.id, ip_address: '192.0.2.11' }]);
  });

  it('object storage services', async () => {
    const [service] = await fresh().fetchQuery(objectStorageQueries.services(team.id));
    expectRequest({ method: 'GET', path: '/object-storage', query: { team_id: team.id } });
    await fresh().fetchQuery(objectStorageQueries.service(team.id, service!.id));
    expectRequest({ method: 'GET', path: `/object-storage/${service!.id}`, query: { team_id: team.id } });
  });
});
