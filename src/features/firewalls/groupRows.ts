import type { FirewallGroup } from '../../api/types';
import {
  by,
  compareId,
  compareNumber,
  compareText,
  compareTime,
  defineListSpec,
  filterAndSort,
  thenBy,
  type ListParams,
} from '../../ui/list';

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
const byDescription = by<FirewallGroup, string>((group) => group.description, compareText);
const compare = {
  description: byDescription,
  rules: by<FirewallGroup, number>((group) => group.rule_count, compareNumber),
  instances: by<FirewallGroup, number>((group) => group.instance_count, compareNumber),
  created: by<FirewallGroup, string>((group) => group.created, compareTime),
  updated: by<FirewallGroup, string>((group) => group.updated, compareTime),
};
const tieBreak = thenBy(
  byDescription,
  by<FirewallGroup, string>((group) => group.id, compareId),
);

export function visibleGroups(groups: readonly FirewallGroup[], params: GroupListParams): FirewallGroup[] {
  const narrowed =
    params.use === 'used'
      ? groups.filter((group) => group.instance_count > 0)
      : params.use === 'unused'
        ? groups.filter((group) => group.instance_count === 0)
        : groups;
  return filterAndSort(narrowed, {
    search: params.q,
    searchText,
    sort: params.sort,
    dir: params.dir,
    compare,
    tieBreak,
  });
}

/** The name a delete must be confirmed with: the description, or the id when there is none. */
export function confirmTextOf(group: Pick<FirewallGroup, 'id' | 'description'>): string {
  const description = group.description.trim();
  return description === '' ? group.id : description;
}
