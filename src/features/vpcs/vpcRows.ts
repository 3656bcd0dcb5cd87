import type { Vpc, VpcAttachedVm } from '../../api/types';
import { DEFAULT_TEAM } from '../../api/resources/team';
import { vpcCidr } from '../../lib/vpcSubnet';
import { sameLocation } from '../../lib/locations';
import type { BadgeTone } from '../../ui/values/Badge';
import { type ListParamsOf, type SortKeyOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';
import { paths } from '../../lib/paths';

export const cidrOf = (vpc: Pick<Vpc, 'v4_subnet' | 'v4_subnet_mask'>) => vpcCidr(vpc.v4_subnet, vpc.v4_subnet_mask);

/** Newest first by default, so a VPC just created is at the top; `location` filters (any case). */
export const { spec: VPC_LIST, visible: visibleVpcs } = defineListView({
  sort: {
    name: ['asc', sortBy.text((vpc) => vpc.name)],
    location: ['asc', sortBy.text((vpc) => vpc.location)],
    vms: ['desc', sortBy.number((vpc) => vpc.attached_vms_count ?? 0)],
    created: ['desc', sortBy.time((vpc) => vpc.date_created)],
  },
  defaultSort: 'created',
  filters: { location: (vpc, location) => sameLocation(vpc.location, location) },
  /** Found by name, description, network, location, owner team and id. */
  searchText: (vpc: Vpc) => [vpc.name, vpc.description, cidrOf(vpc), vpc.location, vpc.owner_team.name, vpc.id],
  tieBreak: ['name', sortBy.id((vpc) => vpc.id)],
});
export type VpcSortKey = SortKeyOf<typeof VPC_LIST>;
export type VpcListParams = ListParamsOf<typeof VPC_LIST>;

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
