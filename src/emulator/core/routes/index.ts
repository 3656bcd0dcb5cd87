import type { RouteDefinition } from '../context';
import { catalogueRoutes } from './catalogues';
import { consoleSessionRoutes } from './consoleSessions';
import { instancePriceRoutes } from './instancePrice';
import { vmDeployRoutes } from './vmDeploy';
import { vmDestroyRoutes } from './vmDestroy';
import { vmRestoreRoutes } from './vmRestore';
import { vmSettingsRoutes } from './vmSettings';
import { firewallGroupRoutes } from './firewallGroups';
import { firewallRuleRoutes } from './firewallRules';
import { ipListRoutes } from './ipLists';
import { objectStorageRoutes } from './objectStorage';
import { reservedIpRoutes } from './reservedIps';
import { sshKeyRoutes } from './sshKeys';
import { startupScriptRoutes } from './startupScripts';
import { teamRoutes } from './teams';
import { vmActionRoutes } from './vmActions';
import { vmRoutes } from './vms';
import { vpcRoutes } from './vpcs';
// Reverse DNS, custom ISOs, measured-boot images, snapshots and backups.
import { isoRoutes } from './isos';
import { measuredBootImageRoutes } from './measuredBootImages';
import { rdnsRoutes } from './rdns';
import { snapshotRoutes } from './snapshots';

/** Every route the emulator serves: the spec's 23 endpoints and the provider's extensions. */
export const allRoutes: readonly RouteDefinition[] = [
  ...teamRoutes,
  ...sshKeyRoutes,
  ...startupScriptRoutes,
  ...firewallGroupRoutes,
  ...firewallRuleRoutes,
  ...ipListRoutes,
  ...vpcRoutes,
  ...reservedIpRoutes,
  ...vmRoutes,
  ...consoleSessionRoutes,
  ...vmActionRoutes,
  ...objectStorageRoutes,
  ...catalogueRoutes,
  // Reverse DNS, custom ISOs, measured-boot images, snapshots and backups.
  ...rdnsRoutes,
  ...isoRoutes,
  ...measuredBootImageRoutes,
  ...snapshotRoutes,
  // VM lifecycle and prices.
  ...instancePriceRoutes,
  ...vmDeployRoutes,
  ...vmSettingsRoutes,
  ...vmDestroyRoutes,
  ...vmRestoreRoutes,
];
