// @vitest-environment jsdom
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  firewallKeys,
  firewallQueries,
  useCreateFirewallGroup,
  useCreateFirewallRule,
  useDeleteFirewallGroup,
} from './firewalls';
import { ipListKeys, ipListQueries, useDeleteIpList } from './ipLists';
import { createQueryClient } from '../cache/queryClient';
import { reservedIpKeys, reservedIpQueries, useConvertToReservedIp } from './reservedIps';
import { snapshotKeys, useDeleteSnapshot } from './snapshots';
import { sshKeyKeys, sshKeyQueries, useCreateSshKey, useDeleteSshKey, useUpdateSshKey } from './sshKeys';
import { startupScriptKeys } from './startupScripts';
import { teamQueries } from './teams';
import { ED25519, renderApiHook, sendChange, setupEmulatorApi } from '../../test/emulatorHarness';
import { useVmAction, vmKeys, vmQueries } from '../vms/vms';
import { vpcKeys } from './vpcs';

const harness = setupEmulatorApi();
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  harness.start();
  const teams = await createQueryClient().fetchQuery(teamQueries.list());
  teamId = teams[0]!.id;
  otherTeamId = teams[1]!.id;
});
beforeEach(() => harness.reset());
afterAll(() => harness.stop());

/** Every key a page might hold; after a mutation we look at which of them went stale. */
function seededKeys(groupId: string, listId: string): Record<string, QueryKey> {
  return {
    sshKeys: sshKeyKeys.list(teamId),
    sshKeysOfOtherTeam: sshKeyKeys.list(otherTeamId),
    scripts: startupScriptKeys.list(teamId),
    firewallList: firewallKeys.list(teamId),
    firewallDetail: firewallKeys.detail(teamId, groupId),
    firewallRules: firewallKeys.rules(teamId, groupId),
    ipLists: ipListKeys.list(teamId),
    ipList: ipListKeys.detail(teamId, listId),
    vpcs: vpcKeys.list(teamId),
    reservedIps: reservedIpKeys.list(teamId),
    vms: vmKeys.list(teamId),
    snapshots: snapshotKeys.all(),
  };
}

function seed(queryClient: QueryClient, keys: Record<string, QueryKey>) {
  for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
}

function invalidated(queryClient: QueryClient, keys: Record<string, QueryKey>): string[] {
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

async function fixtureIds() {
  const client = createQueryClient();
  const [group] = await client.fetchQuery(firewallQueries.list(teamId));
  const page = await client.fetchQuery(ipListQueries.list(teamId));
  return { groupId: group!.id, listId: page.ip_lists[0]!.id };
}

describe('mutations invalidate exactly what they change', () => {
  it('creating an SSH key: the team’s key list only', async () => {
    const { groupId, listId } = await fixtureIds();
    const keys = seededKeys(groupId, listId);
    const { result, queryClient } = renderApiHook(() => useCreateSshKey(teamId));
    seed(queryClient, keys);
    const created = await result.current.mutateAsync({ name: 'ci', ssh_key: ED25519 });
    expect(invalidated(queryClient, keys)).toEqual(['sshKeys']);
    // The detail is primed from the response, so opening it needs no request.
    expect(queryClient.getQueryData(sshKeyKeys.detail(teamId, created.id))).toEqual(created);
  });

  it('updating an SSH key: the list and that key', async () => {
    const [key] = await createQueryClient().fetchQuery(sshKeyQueries.list(teamId));
    const { result, queryClient } = renderApiHook(() => useUpdateSshKey(teamId));
    const detail = sshKeyKeys.detail(teamId, key!.id);
    queryClient.setQueryData(detail, key);
    queryClient.setQueryData(sshKeyKeys.list(teamId), [key]);
    await result.current.mutateAsync({ id: key!.id, name: 'renamed', ssh_key: key!.ssh_key });
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sshKeyKeys.list(teamId))?.isInvalidated).toBe(true);
  });

  it('deleting an SSH key: drops its detail and invalidates the list', async () => {
    const [key] = await createQueryClient().fetchQuery(sshKeyQueries.list(teamId));
    const { result, queryClient } = renderApiHook(() => useDeleteSshKey(teamId));
    queryClient.setQueryData(sshKeyKeys.detail(teamId, key!.id), key);
    queryClient.setQueryData(sshKeyKeys.list(teamId), [key]);
    await result.current.mutateAsync(key!.id);
    expect(queryClient.getQueryState(sshKeyKeys.detail(teamId, key!.id))).toBeUndefined();
    expect(queryClient.getQueryState(sshKeyKeys.list(teamId))?.isInvalidated).toBe(true);
  });

  it('adding a firewall rule: the group’s rules, the group (rule_count) and the group list', async () => {
    const { groupId, listId } = await fixtureIds();
    const keys = seededKeys(groupId, listId);
    const { result, queryClient } = renderApiHook(() => useCreateFirewallRule(teamId, groupId));
    seed(queryClient, keys);
    await result.current.mutateAsync({ protocol: 'udp', port: '53', subnet: '2001:db8::', subnet_size: '32' });
    expect(invalidated(queryClient, keys)).toEqual(['firewallDetail', 'firewallList', 'firewallRules']);
  });

  it('deleting a firewall group: removes its queries and invalidates the list', async () => {
    const unused = await sendChange(() => useCreateFirewallGroup(teamId), { description: 'unused' });
    const { listId } = await fixtureIds();
    const keys = seededKeys(unused!.id, listId);
    const { result, queryClient } = renderApiHook(() => useDeleteFirewallGroup(teamId));
    seed(queryClient, keys);
    await result.current.mutateAsync(unused!.id);
    expect(queryClient.getQueryState(firewallKeys.detail(teamId, unused!.id))).toBeUndefined();
    expect(queryClient.getQueryState(firewallKeys.rules(teamId, unused!.id))).toBeUndefined();
    expect(invalidated(queryClient, keys)).toEqual(['firewallList']);
  });

  it('deleting an IP list: the lists and every firewall query of the team (rules referring to it go too)', async () => {
    const { groupId, listId } = await fixtureIds();
    const keys = seededKeys(groupId, listId);
    const { result, queryClient } = renderApiHook(() => useDeleteIpList(teamId));
    seed(queryClient, keys);
    await result.current.mutateAsync(listId);
    expect(queryClient.getQueryState(ipListKeys.detail(teamId, listId))).toBeUndefined();
    expect(invalidated(queryClient, keys)).toEqual(['firewallDetail', 'firewallList', 'firewallRules', 'ipLists']);
  });

  it('converting a primary IP: reserved IPs and VMs', async () => {
    const client = createQueryClient();
    const { groupId, listId } = await fixtureIds();
    const reserved = await client.fetchQuery(reservedIpQueries.list(teamId));
    const vms = await client.fetchQuery(vmQueries.list(teamId));
    const vm = vms.find((candidate) => !reserved.some((ip) => ip.ip_addr === candidate.main_ipv4));
    const keys = seededKeys(groupId, listId);
    const { result, queryClient } = renderApiHook(() => useConvertToReservedIp(teamId));
    seed(queryClient, keys);
    await result.current.mutateAsync({ ip_address: vm!.main_ipv4, name: 'edge' });
    expect(invalidated(queryClient, keys)).toEqual(['reservedIps', 'vms']);
  });

  it('a VM snapshot: that VM, the VM list and the snapshots', async () => {
    const vms = await createQueryClient().fetchQuery(vmQueries.list(teamId));
    const vm = vms.find((candidate) => candidate.power_status !== 'stopped' && candidate.active_action_id === null);
    const { groupId, listId } = await fixtureIds();
    const keys = { ...seededKeys(groupId, listId), vm: vmKeys.detail(teamId, vm!.id) };
    const { result, queryClient } = renderApiHook(() => useVmAction(teamId, vm!.id));
    seed(queryClient, keys);
    await result.current.mutateAsync({ action: 'snapshot', name: 'nightly' });
    expect(invalidated(queryClient, keys)).toEqual(['snapshots', 'vm', 'vms']);
  });

  it('a snapshot another client deleted (404): the snapshots only, so its row goes', async () => {
    const { groupId, listId } = await fixtureIds();
    const keys = seededKeys(groupId, listId);
    const { result, queryClient } = renderApiHook(() => useDeleteSnapshot());
    seed(queryClient, keys);
    await expect(result.current.mutateAsync('5a0f0000-0000-4000-8000-00000000dead')).rejects.toMatchObject({
      status: 404,
    });
    expect(invalidated(queryClient, keys)).toEqual(['snapshots']);
  });
});
