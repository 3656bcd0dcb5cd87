import type { FirewallGroup } from '../../api/types';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';
import { thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';

/** Newest first by default, so a group just created is at the top. */
export const GROUP_LIST = defineListSpec({
  sort: { description: 'asc', rules: 'desc', instances: 'desc', created: 'desc', updated: 'desc' },
  defaultSort: 'created',
  filters: { use: ['used', 'unused'] },
});
export type GroupSortKey = 'description' | 'rules' | 'instances' | 'created' | 'updated';
export type GroupListParams = ListParams<GroupSortKey, 'use'>;

/** What a group is called on screen: its description, or a stand-in when that is empty. */
export function groupName(group: Pick<FirewallGroup, 'description'>): string {
  return group.description.trim() === '' ? 'Untitled group' : group.description;
}

const searchText = (group: FirewallGroup) => [group.description, group.id];
const byDescription = sortBy.text((group: FirewallGroup) => group.description);
const compare = {
  description: byDescription,
  rules: sortBy.number((group: FirewallGroup) => group.rule_count),
  instances: sortBy.number((group: FirewallGroup) => group.instance_count),
  created: sortBy.time((group: FirewallGroup) => group.created),
  updated: sortBy.time((group: FirewallGroup) => group.updated),
};
const tieBreak = thenBy(
  byDescription,
  sortBy.id((group: FirewallGroup) => group.id),
);

export function visibleGroups(groups: readonly FirewallGroup[], params: GroupListParams): FirewallGroup[] {
  const narrowed =
    params.use === 'used'
      ? groups.filter((group) => group.instance_count > 0)
      : params.use === 'unused'
        ? groups.filter((group) => group.instance_count === 0)
        : groups;
  return searchAndSort(narrowed, params, { searchText, compare, tieBreak });
}

/** The name a delete must be confirmed with: the description, or the id when there is none. */
export function confirmTextOf(group: Pick<FirewallGroup, 'id' | 'description'>): string {
  const description = group.description.trim();
  return description === '' ? group.id : description;
}
