import type { Vpc, VpcAttachedVm } from '../../api/types';
import { DEFAULT_TEAM } from '../../api/team';
import { vpcCidr } from '../../lib/vpcSubnet';
import { sameLocation } from '../../lib/locations';
import type { BadgeTone } from '../../ui/Badge';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';
import { thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';
import { paths } from '../../lib/paths';

/** Newest first by default, so a VPC just created is at the top; `location` filters (any case). */
export const VPC_LIST = defineListSpec({
  sort: { name: 'asc', location: 'asc', vms: 'desc', created: 'desc' },
  defaultSort: 'created',
  filters: { location: 'text' },
});
export type VpcSortKey = 'name' | 'location' | 'vms' | 'created';
export type VpcListParams = ListParams<VpcSortKey, 'location'>;

export const cidrOf = (vpc: Pick<Vpc, 'v4_subnet' | 'v4_subnet_mask'>) => vpcCidr(vpc.v4_subnet, vpc.v4_subnet_mask);

/** Found by name, description, network, location, owner team and id. */
const searchText = (vpc: Vpc) => [vpc.name, vpc.description, cidrOf(vpc), vpc.location, vpc.owner_team.name, vpc.id];

const byName = sortBy.text((vpc: Vpc) => vpc.name);
const compare = {
  name: byName,
  location: sortBy.text((vpc: Vpc) => vpc.location),
  vms: sortBy.number((vpc: Vpc) => vpc.attached_vms_count ?? 0),
  created: sortBy.time((vpc: Vpc) => vpc.date_created),
};
const tieBreak = thenBy(
  byName,
  sortBy.id((vpc: Vpc) => vpc.id),
);

export function visibleVpcs(vpcs: readonly Vpc[], params: VpcListParams): Vpc[] {
  const inLocation = params.location ? vpcs.filter((vpc) => sameLocation(vpc.location, params.location)) : vpcs;
  return searchAndSort(inLocation, params, { searchText, compare, tieBreak });
}

/** VPC status: `active`, `building`, `deleting` (provider facts); anything else is shown as it comes. */
export function vpcStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'active':
      return 'success';
    case 'building':
      return 'accent';
    case 'deleting':
      return 'warning';
    default:
      return 'neutral';
  }
}

export function powerTone(status: string): BadgeTone {
  if (status === 'running') return 'success';
  if (status === 'stopped') return 'neutral';
  return 'warning';
}

/**
 * Where an attached VM's page is. A VM of another team (a shared VPC carries them) lives under
 * that team; on the default team (no team list) we cannot tell, so the current team is kept.
 */
export function attachedVmPath(teamId: string, vm: Pick<VpcAttachedVm, 'id' | 'owner_team'>): string {
  const team = teamId === DEFAULT_TEAM || vm.owner_team.id === teamId ? teamId : vm.owner_team.id;
  return paths.vm(team, vm.id);
}

/** Shared with this team by another one: only the owner can change or delete it. */
export function isSharedWithUs(teamId: string, vpc: Pick<Vpc, 'owner_team'>): boolean {
  return teamId !== DEFAULT_TEAM && vpc.owner_team.id !== teamId;
}
