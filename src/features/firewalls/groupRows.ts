import type { FirewallGroup } from '../../api/types';
import { type ListParamsOf, type SortKeyOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';

/** Newest first by default, so a group just created is at the top. */
export const { spec: GROUP_LIST, visible: visibleGroups } = defineListView({
  sort: {
    description: ['asc', sortBy.text((group) => group.description)],
    rules: ['desc', sortBy.number((group) => group.rule_count)],
    instances: ['desc', sortBy.number((group) => group.instance_count)],
    created: ['desc', sortBy.time((group) => group.created)],
    updated: ['desc', sortBy.time((group) => group.updated)],
  },
  defaultSort: 'created',
  filters: { use: { used: (group) => group.instance_count > 0, unused: (group) => group.instance_count === 0 } },
  searchText: (group: FirewallGroup) => [group.description, group.id],
  tieBreak: ['description', sortBy.id((group) => group.id)],
});
export type GroupSortKey = SortKeyOf<typeof GROUP_LIST>;
export type GroupListParams = ListParamsOf<typeof GROUP_LIST>;

/** What a group is called on screen: its description, or a stand-in when that is empty. */
export function groupName(group: Pick<FirewallGroup, 'description'>): string {
  return group.description.trim() === '' ? 'Untitled group' : group.description;
}

/** The name a delete must be confirmed with: the description, or the id when there is none. */
export function confirmTextOf(group: Pick<FirewallGroup, 'id' | 'description'>): string {
  const description = group.description.trim();
  return description === '' ? group.id : description;
}
