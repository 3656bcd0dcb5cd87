import type {
  Fixture,
  FixtureBackup,
  FixtureFirewallGroup,
  FixtureInstanceType,
  FixtureIpList,
  FixtureObjectStorageService,
  FixtureOsTemplate,
  FixtureReservedIp,
  FixtureReservedIpPool,
  FixtureSnapshot,
  FixtureSshKey,
  FixtureStartupScript,
  FixtureUser,
  FixtureVm,
  FixtureVpc,
} from './fixture';
import { createIdSource, type IdSource } from './random';
import { createScheduler, type Scheduler } from './scheduler';

/** A VM as the emulator keeps it: the fixture's fields plus the action in progress. */
export interface VmRecord extends FixtureVm {
  /** Non-null while stop/reboot/snapshot runs; another action is then refused with VM_BUSY. */
  active_action_id: string | null;
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
}

export interface ConsoleSession {
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
}

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
      sshKeys: team.ssh_keys,
      startupScripts: team.startup_scripts,
      firewallGroups: team.firewall_groups,
      ipLists: team.ip_lists,
      vpcs: team.vpcs,
      vms: team.vms.map((vm) => ({ ...vm, active_action_id: null })),
      reservedIps: team.reserved_ips,
      backups: team.backups,
      snapshots: team.snapshots,
      objectStorage: team.object_storage,
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
  };
}
