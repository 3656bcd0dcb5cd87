/**
 * Every address of a page in the console, built in one place: the team and every id are
 * URL-encoded, so an id holding `/`, `?` or `#` (a hostile server's, or a bucket name) stays one
 * segment. Route patterns live with the router; these are the links to them.
 */
const teamRoot = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;
const itemOf = (teamId: string, area: string, id: string) => `${teamRoot(teamId)}/${area}/${encodeURIComponent(id)}`;

export const paths = {
  /** An area's list page, e.g. `area(team, 'vpcs')`; `area` is a route segment, not user data. */
  area: (teamId: string, area: string) => `${teamRoot(teamId)}/${area}`,
  vms: (teamId: string) => `${teamRoot(teamId)}/vms`,
  vm: (teamId: string, vmId: string) => itemOf(teamId, 'vms', vmId),
  /** The deploy page, booting a given ISO or snapshot when one is named; `new` is never a VM id (ids are uuids). */
  deployVm: (teamId: string, from: { iso?: string; snapshot?: string } = {}) => {
    const page = `${teamRoot(teamId)}/vms/new`;
    if (from.iso !== undefined) return `${page}?iso=${encodeURIComponent(from.iso)}`;
    if (from.snapshot !== undefined) return `${page}?snapshot=${encodeURIComponent(from.snapshot)}`;
    return page;
  },
  vmConsole: (teamId: string, vmId: string) => `${itemOf(teamId, 'vms', vmId)}/console`,
  /** The backups list, filtered to one VM when given. */
  backups: (teamId: string, filter: { vm?: string } = {}) =>
    `${teamRoot(teamId)}/backups${filter.vm === undefined ? '' : `?vm=${encodeURIComponent(filter.vm)}`}`,
  vpcs: (teamId: string) => `${teamRoot(teamId)}/vpcs`,
  vpc: (teamId: string, vpcId: string) => itemOf(teamId, 'vpcs', vpcId),
  firewallGroups: (teamId: string) => `${teamRoot(teamId)}/firewalls`,
  firewallGroup: (teamId: string, groupId: string) => itemOf(teamId, 'firewalls', groupId),
  ipLists: (teamId: string) => `${teamRoot(teamId)}/ip-lists`,
  ipList: (teamId: string, listId: string) => itemOf(teamId, 'ip-lists', listId),
  reservedIps: (teamId: string) => `${teamRoot(teamId)}/reserved-ips`,
  reservedIp: (teamId: string, reservedIpId: string) => itemOf(teamId, 'reserved-ips', reservedIpId),
  startupScripts: (teamId: string) => `${teamRoot(teamId)}/startup-scripts`,
  startupScript: (teamId: string, scriptId: string) => itemOf(teamId, 'startup-scripts', scriptId),
  /** The object-storage area, a service, or a bucket of that service. */
  objectStorage: (teamId: string, serviceId?: string, bucket?: string) => {
    const services = `${teamRoot(teamId)}/object-storage`;
    if (serviceId === undefined) return services;
    const service = `${services}/${encodeURIComponent(serviceId)}`;
    return bucket === undefined ? service : `${service}/buckets/${encodeURIComponent(bucket)}`;
  },
} as const;
