import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { firewallQueries } from '../../api/resources/firewalls';
import { ipListQueries } from '../../api/resources/ipLists';
import { objectStorageQueries, objectStorageTabMemoryKeys } from '../../api/resources/objectStorage';
import { reservedIpQueries } from '../../api/resources/reservedIps';
import { sshKeyQueries } from '../../api/resources/sshKeys';
import { startupScriptQueries } from '../../api/resources/startupScripts';
import { parseIds, readTabMemory } from '../../api/capabilities/tabMemory';
import type {
  FirewallGroup,
  IpListsPage,
  ObjectStorageService,
  ReservedIp,
  SshKey,
  StartupScriptSummary,
  Vm,
  Vpc,
} from '../../api/types';
import { vmQueries } from '../../api/vms/vms';
import { vpcQueries } from '../../api/resources/vpcs';
import { paths } from '../../lib/paths';
import type { PaletteEntry } from './entries';

/**
 * The team's lists the palette searches: each read with its resource module's own query options, so
 * the cache is the one the pages use (a list a page loaded is searched at once; one fetched here is
 * there when its page opens), and turned into entries that open the item's page.
 */
export interface PaletteSource {
  /** The list's name in "Searching 2 more lists…" and in its error: "SSH keys". */
  name: string;
  options: (teamId: string) => UseQueryOptions<unknown, Error, unknown, QueryKey>;
  entries: (data: unknown, teamId: string) => PaletteEntry[];
}

function source<TData>(spec: {
  name: string;
  // The resource modules' queryOptions carry their own data type; the palette only reads the data back.
  options: (teamId: string) => { queryKey: QueryKey };
  entries: (data: TData, teamId: string) => PaletteEntry[];
  /** Whether entries may be kept for as long as the data object lives (false when they read tab memory). */
  cache?: boolean;
}): PaletteSource {
  const cache = new WeakMap<object, PaletteEntry[]>();
  return {
    name: spec.name,
    options: (teamId) => spec.options(teamId) as UseQueryOptions<unknown, Error, unknown, QueryKey>,
    entries: (data, teamId) => {
      if (typeof data !== 'object' || data === null) return [];
      const cached = spec.cache === false ? undefined : cache.get(data);
      if (cached) return cached;
      const made = spec.entries(data as TData, teamId);
      if (spec.cache !== false) cache.set(data, made);
      return made;
    },
  };
}

const present = (...values: (string | null | undefined)[]) =>
  values.filter((value): value is string => typeof value === 'string' && value !== '');

const joined = (...values: (string | null | undefined)[]) => present(...values).join(' · ') || undefined;

export const PALETTE_SOURCES: readonly PaletteSource[] = [
  source<Vm[]>({
    name: 'Virtual machines',
    options: vmQueries.list,
    entries: (vms, teamId) =>
      vms.map((vm) => ({
        key: `vm:${vm.id}`,
        kind: 'VM',
        label: vm.name || vm.main_ipv4 || vm.id,
        terms: present(vm.main_ipv4, vm.main_ipv6, vm.id),
        detail: joined(vm.main_ipv4, vm.location),
        target: { kind: 'path', path: paths.vm(teamId, vm.id) },
      })),
  }),
  source<Vpc[]>({
    name: 'VPCs',
    options: (teamId) => vpcQueries.list(teamId),
    entries: (vpcs, teamId) =>
      vpcs.map((vpc) => {
        const cidr = vpc.v4_subnet ? `${vpc.v4_subnet}/${vpc.v4_subnet_mask}` : undefined;
        return {
          key: `vpc:${vpc.id}`,
          kind: 'VPC',
          label: vpc.name || vpc.id,
          terms: present(cidr, vpc.id, vpc.description),
          detail: joined(cidr, vpc.location),
          target: { kind: 'path', path: paths.vpc(teamId, vpc.id) },
        };
      }),
  }),
  source<FirewallGroup[]>({
    name: 'Firewall groups',
    options: firewallQueries.list,
    entries: (groups, teamId) =>
      groups.map((group) => ({
        key: `firewall:${group.id}`,
        kind: 'Firewall group',
        // A group's only name is its description.
        label: group.description || `Group ${group.id}`,
        terms: [group.id],
        detail: `${group.rule_count} rule${group.rule_count === 1 ? '' : 's'}`,
        target: { kind: 'path', path: paths.firewallGroup(teamId, group.id) },
      })),
  }),
  source<IpListsPage>({
    name: 'IP lists',
    options: ipListQueries.list,
    entries: (page, teamId) =>
      page.ip_lists.map((list) => ({
        key: `ip-list:${list.id}`,
        kind: 'IP list',
        label: list.name || list.id,
        terms: present(list.id, list.description),
        detail: `${list.entry_count} entr${list.entry_count === 1 ? 'y' : 'ies'}`,
        target: { kind: 'path', path: paths.ipList(teamId, list.id) },
      })),
  }),
  source<ReservedIp[]>({
    name: 'Reserved IPs',
    options: (teamId) => reservedIpQueries.list(teamId),
    entries: (addresses, teamId) =>
      addresses.map((address) => ({
        key: `reserved-ip:${address.id}`,
        kind: 'Reserved IP',
        label: address.name || address.ip_addr,
        terms: present(address.ip_addr, address.id),
        detail: joined(address.ip_addr, address.location),
        target: { kind: 'path', path: paths.reservedIp(teamId, address.id) },
      })),
  }),
  source<SshKey[]>({
    name: 'SSH keys',
    options: sshKeyQueries.list,
    entries: (keys, teamId) =>
      keys.map((key) => ({
        key: `ssh-key:${key.id}`,
        kind: 'SSH key',
        label: key.name || key.id,
        terms: [key.id],
        // Keys have no page of their own: their list, searched for the key.
        target: { kind: 'path', path: `${paths.area(teamId, 'ssh-keys')}?q=${encodeURIComponent(key.name)}` },
      })),
  }),
  source<StartupScriptSummary[]>({
    name: 'Startup scripts',
    options: startupScriptQueries.list,
    entries: (scripts, teamId) =>
      scripts.map((script) => ({
        key: `startup-script:${script.id}`,
        kind: 'Startup script',
        label: script.name || script.id,
        terms: [script.id],
        target: { kind: 'path', path: paths.startupScript(teamId, script.id) },
      })),
  }),
  source<ObjectStorageService[]>({
    name: 'Object storage',
    options: objectStorageQueries.services,
    // The API lists no buckets: those created or opened in this tab (tab memory) are what can be found.
    cache: false,
    entries: (services, teamId) =>
      services.flatMap((service): PaletteEntry[] => [
        {
          key: `object-storage:${service.id}`,
          kind: 'Object storage',
          label: service.name || service.id,
          terms: present(service.id, service.endpoint),
          detail: joined(service.location, service.endpoint),
          target: { kind: 'path', path: paths.objectStorage(teamId, service.id) },
        },
        ...readTabMemory(objectStorageTabMemoryKeys.buckets(teamId, service.id), parseIds).map(
          (bucket): PaletteEntry => ({
            key: `bucket:${service.id}:${bucket}`,
            kind: 'Bucket',
            label: bucket,
            terms: [],
            detail: service.name,
            target: { kind: 'path', path: paths.objectStorage(teamId, service.id, bucket) },
          }),
        ),
      ]),
  }),
];
