import type {
  Fixture,
  FixtureBackup,
  FixtureFirewallGroup,
  FixtureInstanceType,
  FixtureIpList,
  FixtureIso,
  FixtureIsoLimits,
  FixtureMeasuredBootImage,
  FixtureObjectStorageService,
  FixtureOsTemplate,
  FixtureReservedIp,
  FixtureReservedIpPool,
  FixtureSnapshot,
  FixtureSshKey,
  FixtureStartupScript,
  FixtureUser,
  FixtureVm,
  FixtureVmAddressPool,
  FixtureVpc,
} from './fixture';
import { normalizeDomain } from './dnsNames';
import { canonicalIp } from './ipText';
import { createIdSource, type IdSource } from './random';
import { createScheduler, type Scheduler } from './scheduler';
import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from './vmPricing';

/** The VM fields a fixture may leave out, which a record always has. */
type VmLifecycleFields = 'instance_type_id' | 'iso_id' | 'uki_image_id' | 'use_uefi' | 'sev_enabled';

/** A VM as the emulator keeps it: the fixture's fields plus the action in progress. */
export interface VmRecord extends Omit<FixtureVm, VmLifecycleFields> {
  /** Non-null while an action (deploy, setting change, stop/reboot/snapshot, restore, destroy) runs; another is then refused with VM_BUSY. */
  active_action_id: string | null;
  instance_type_id: string | null;
  iso_id: string | null;
  uki_image_id: string | null;
  use_uefi: boolean;
  sev_enabled: boolean;
}

/** Statuses after which a VM no longer holds its ISO or boot image (the API lists none; live clients guess these). */
const TERMINATED_VM_STATUSES: readonly string[] = ['terminated', 'deleted', 'destroyed'];

export const vmIsTerminated = (vm: VmRecord): boolean => TERMINATED_VM_STATUSES.includes(vm.status);

/** Most VMs a team may hold when its fixture entry names no `vm_limit`. */
const DEFAULT_VM_LIMIT = 25;

function vmRecordOf(vm: FixtureVm): VmRecord {
  return {
    ...vm,
    active_action_id: null,
    instance_type_id: vm.instance_type_id ?? null,
    iso_id: vm.iso_id ?? null,
    uki_image_id: vm.uki_image_id ?? null,
    use_uefi: vm.use_uefi ?? false,
    sev_enabled: vm.sev_enabled ?? false,
  };
}

/**
 * One team's resources. Records reuse the fixture's shapes (cloned, so mutating them never
 * touches the fixture) because they already are the API's fields plus a few internal links.
 */
export interface TeamState {
  id: string;
  name: string;
  balance: number;
  currency: string;
  reservedIpQuota: number;
  reservedIpMonthlyPrice: number;
  ipListLimit: number;
  ipListEntryLimit: number;
  vmLimit: number;
  sshKeys: FixtureSshKey[];
  startupScripts: FixtureStartupScript[];
  firewallGroups: FixtureFirewallGroup[];
  ipLists: FixtureIpList[];
  vpcs: FixtureVpc[];
  vms: VmRecord[];
  reservedIps: FixtureReservedIp[];
  backups: FixtureBackup[];
  snapshots: FixtureSnapshot[];
  objectStorage: FixtureObjectStorageService[];

  // Custom ISOs and measured-boot images.
  isos: FixtureIso[];
  measuredBootImages: FixtureMeasuredBootImage[];
}

interface ConsoleSession {
  vmId: string;
  vmName: string;
  createdAt: number;
  used: boolean;
}

/** Everything that `reset` throws away and rebuilds. */
export interface EmulatorState {
  locations: string[];
  reservedIpPools: FixtureReservedIpPool[];
  usersByToken: Map<string, FixtureUser>;
  teams: Map<string, TeamState>;
  instanceTypes: FixtureInstanceType[];
  osTemplates: FixtureOsTemplate[];
  consoleSessions: Map<string, ConsoleSession>;
  ids: IdSource;
  scheduler: Scheduler;

  // Reverse DNS, custom ISOs and measured-boot images.
  /** Forward DNS by lower-case domain (without a trailing dot). */
  dns: Map<string, string[]>;
  /** Set PTR records by canonical address: they follow the address, not the VM. */
  rdns: Map<string, string>;
  rdnsRejectedDomains: Set<string>;
  /** Canonical addresses. */
  rdnsLockedAddresses: Set<string>;
  systemIsos: FixtureIso[];
  isoLimits: FixtureIsoLimits;
  measuredBootImageMaxSize: number;
  // VM lifecycle and prices.
  vmAddressPools: FixtureVmAddressPool[];
  exchangeRates: ExchangeRates;
  deployAnswersId: boolean;
}

/** Limits used when a fixture names none. */
const DEFAULT_ISO_LIMITS: FixtureIsoLimits = { per_team: 5, max_size: 10 * 1024 ** 3 };
export const DEFAULT_MEASURED_BOOT_IMAGE_MAX_SIZE = 32 * 1024 ** 2;

export function createState(source: Fixture): EmulatorState {
  const fixture = structuredClone(source);
  const teams = new Map<string, TeamState>();
  for (const team of fixture.teams) {
    teams.set(team.id, {
      id: team.id,
      name: team.name,
      balance: team.balance,
      currency: team.currency,
      reservedIpQuota: team.reserved_ip_quota,
      reservedIpMonthlyPrice: team.reserved_ip_monthly_price,
      ipListLimit: team.ip_list_limit,
      ipListEntryLimit: team.ip_list_entry_limit,
      vmLimit: team.vm_limit ?? DEFAULT_VM_LIMIT,
      sshKeys: team.ssh_keys,
      startupScripts: team.startup_scripts,
      firewallGroups: team.firewall_groups,
      ipLists: team.ip_lists,
      vpcs: team.vpcs,
      vms: team.vms.map(vmRecordOf),
      reservedIps: team.reserved_ips,
      backups: team.backups,
      snapshots: team.snapshots,
      objectStorage: team.object_storage,
      isos: team.isos ?? [],
      measuredBootImages: team.measured_boot_images ?? [],
    });
  }
  return {
    locations: fixture.locations,
    reservedIpPools: fixture.reserved_ip_pools,
    usersByToken: new Map(fixture.users.map((user) => [user.token, user])),
    teams,
    instanceTypes: fixture.instance_types,
    osTemplates: fixture.os_templates,
    consoleSessions: new Map(),
    ids: createIdSource(),
    scheduler: createScheduler(),
    vmAddressPools: fixture.vm_address_pools ?? [],
    exchangeRates: fixture.exchange_rates ?? DEFAULT_EXCHANGE_RATES,
    deployAnswersId: fixture.deploy_answers_id ?? false,
    ...extrasState(fixture),
  };
}

type ExtrasState = Pick<
  EmulatorState,
  | 'dns'
  | 'rdns'
  | 'rdnsRejectedDomains'
  | 'rdnsLockedAddresses'
  | 'systemIsos'
  | 'isoLimits'
  | 'measuredBootImageMaxSize'
>;

/** Reverse DNS, ISO and measured-boot state; names and addresses normalised once here. */
function extrasState(fixture: Fixture): ExtrasState {
  const addressKey = (ip: string) => canonicalIp(ip) ?? ip;
  return {
    dns: new Map(
      Object.entries(fixture.dns ?? {}).map(([domain, ips]) => [normalizeDomain(domain), ips.map(addressKey)]),
    ),
    rdns: new Map((fixture.rdns_records ?? []).map((record) => [addressKey(record.ip), record.domain])),
    rdnsRejectedDomains: new Set((fixture.rdns_provider?.rejected_domains ?? []).map(normalizeDomain)),
    rdnsLockedAddresses: new Set((fixture.rdns_provider?.locked_addresses ?? []).map(addressKey)),
    systemIsos: fixture.system_isos ?? [],
    isoLimits: fixture.iso_limits ?? { ...DEFAULT_ISO_LIMITS },
    measuredBootImageMaxSize: fixture.measured_boot_image_max_size ?? DEFAULT_MEASURED_BOOT_IMAGE_MAX_SIZE,
  };
}
