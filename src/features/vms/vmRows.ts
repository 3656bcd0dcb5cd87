import type { Backup, ReservedIp, Vm, Vpc, VpcDetail } from '../../api/types';
import { by, compareText, sortBy } from '../../ui/list/filterAndSort';
import { type SortKeyOf } from '../../ui/list/listParams';
import { defineListView, filterBy } from '../../ui/list/listView';
import type { FilterOption } from '../../ui/list/FilterSelect';
import { compareAddresses } from '../../lib/ipVersion';
import { normalVmStatus, VM_STATUSES, vmStatusLabel } from './vmStatus';

export const { spec: VM_LIST, visible: visibleVms } = defineListView({
  sort: {
    name: ['asc', sortBy.text((vm) => vm.name)],
    status: ['asc', sortBy.text((vm) => vmStatusLabel(vm.status))],
    location: ['asc', sortBy.text((vm) => vm.location ?? '')],
    ipv4: ['asc', by((vm) => vm.main_ipv4, compareAddresses)],
    vcpu: ['desc', sortBy.number((vm) => vm.vcpu)],
    ram: ['desc', sortBy.number((vm) => vm.ram)],
    disk: ['desc', sortBy.number((vm) => vm.disk)],
    created: ['desc', sortBy.time((vm) => vm.created_at)],
  },
  defaultSort: 'name',
  filters: {
    status: filterBy(VM_STATUSES, (vm: Vm) => normalVmStatus(vm.status)),
    location: (vm, location) => (vm.location ?? '').toLocaleLowerCase() === location.toLocaleLowerCase(),
  },
  searchText: (vm: Vm) => [
    vm.name,
    vm.main_ipv4,
    vm.main_ipv6,
    vm.location ?? '',
    vm.template,
    vmStatusLabel(vm.status),
    vm.id,
  ],
  tieBreak: ['name', sortBy.id((vm) => vm.id)],
});
export type VmSortKey = SortKeyOf<typeof VM_LIST>;

/**
 * What a phone shows after a VM's name, where the location and address columns are left out:
 * "Amsterdam · 192.0.2.10 · Ubuntu 24.04 LTS", leaving out what the VM does not have yet.
 */
export function vmSummary(vm: Vm): string {
  return [vm.location, vm.main_ipv4, vm.template].filter((part) => part).join(' · ');
}

/** The locations the team's VMs are in, for the filter. */
export function locationOptions(vms: readonly Vm[]): FilterOption[] {
  // `location` is not in the documented VM (live servers send it): VMs without one add no option.
  const locations = vms.map((vm) => vm.location ?? '').filter((location) => location !== '');
  return [...new Set(locations)].sort(compareText).map((location) => ({ value: location, label: location }));
}

export const STATUS_OPTIONS: FilterOption[] = VM_STATUSES.map((status) => ({
  value: status,
  label: vmStatusLabel(status),
}));

/** What the console knows of a VM without GET /vm: gathered from VPCs, reserved IPs and backups. */
export interface KnownVm {
  id: string;
  name: string | null;
  power_status: string | null;
  /** Addresses inside VPCs, with the VPC's name. */
  vpcs: { id: string; name: string; address: string }[];
  reservedIps: { id: string; name: string; address: string }[];
  backupCount: number;
}

/** What a delete of the VM takes with it or leaves, as far as the other lists tell (none when they do not). */
export function relationsOf(known: KnownVm | null): { backupCount: number; reservedIps: string[]; vpcs: string[] } {
  return {
    backupCount: known?.backupCount ?? 0,
    reservedIps: known?.reservedIps.map((ip) => ip.address) ?? [],
    vpcs: known?.vpcs.map((vpc) => vpc.name) ?? [],
  };
}

function blank(id: string): KnownVm {
  return { id, name: null, power_status: null, vpcs: [], reservedIps: [], backupCount: 0 };
}

/**
 * Every VM the other lists mention, by id. Only VMs of this team's VPCs count (a shared VPC lists
 * other teams' VMs too); `teamId` `default` cannot tell, so it keeps them all.
 */
export function knownVms(
  sources: {
    vpcs?: readonly (Vpc | VpcDetail)[] | undefined;
    reservedIps?: readonly ReservedIp[] | undefined;
    backups?: readonly Backup[] | undefined;
  },
  teamId: string,
): Map<string, KnownVm> {
  const known = new Map<string, KnownVm>();
  const entry = (id: string) => {
    const key = id.toLowerCase();
    let found = known.get(key);
    if (!found) {
      found = blank(key);
      known.set(key, found);
    }
    return found;
  };
  for (const vpc of sources.vpcs ?? []) {
    for (const vm of 'attached_vms' in vpc ? vpc.attached_vms : []) {
      if (teamId !== 'default' && vm.owner_team.id !== teamId) continue;
      const item = entry(vm.id);
      item.name ??= vm.name;
      item.power_status ??= vm.power_status;
      item.vpcs.push({ id: vpc.id, name: vpc.name, address: vm.address });
    }
  }
  for (const reservedIp of sources.reservedIps ?? []) {
    if (!reservedIp.attachment) continue;
    const item = entry(reservedIp.attachment.id);
    item.name ??= reservedIp.attachment.name;
    item.reservedIps.push({ id: reservedIp.id, name: reservedIp.name, address: reservedIp.ip_addr });
  }
  for (const backup of sources.backups ?? []) entry(backup.instance).backupCount += 1;
  return known;
}

/** Named VMs first, by name; then the rest, by id. */
function compareKnownNames(a: KnownVm, b: KnownVm): number {
  if ((a.name === null) !== (b.name === null)) return a.name === null ? 1 : -1;
  return compareText(a.name ?? a.id, b.name ?? b.id);
}

/** The known VMs (`[...knownVms(…).values()]`), found by name, id or address, in a stable order. */
export const { spec: KNOWN_VM_LIST, visible: visibleKnownVms } = defineListView({
  sort: { name: ['asc', compareKnownNames] },
  defaultSort: 'name',
  searchText: (vm: KnownVm) => [
    vm.name,
    vm.id,
    ...vm.vpcs.map((v) => v.address),
    ...vm.reservedIps.map((r) => r.address),
  ],
  tieBreak: [sortBy.id((vm) => vm.id)],
});
