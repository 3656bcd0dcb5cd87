import { contractRoute, extensionRoute, param, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { FixtureFirewallGroup } from '../fixture';
import { findById, removeById } from '../lookup';
import { created, noContent, ok } from '../responses';
import type { TeamState } from '../state';
import { isoSeconds } from '../time';
import { checkDescription, DESCRIPTION_MAX } from '../validation';

/** Most groups a team may create; a fixture may hold more (creates are refused, loading is not). */
const FIREWALL_GROUPS_PER_TEAM = 100;

/** VMs of the team placed in the group: a group in use cannot be deleted. */
function instanceCount(team: TeamState, groupId: string): number {
  return team.vms.filter((vm) => vm.firewall_group_id === groupId).length;
}

function presentFirewallGroup(team: TeamState, group: FixtureFirewallGroup) {
  return {
    id: group.id,
    description: group.description,
    created: group.created,
    updated: group.updated,
    instance_count: instanceCount(team, group.id),
    rule_count: group.rules.length,
  };
}

export const firewallGroupRoutes: RouteDefinition[] = [
  // 7: description is required but may be empty.
  contractRoute('POST', '/network/firewalls', (ctx) => {
    const team = ctx.team();
    const description = checkDescription(ctx.body.string('description'), DESCRIPTION_MAX);
    if (team.firewallGroups.length >= FIREWALL_GROUPS_PER_TEAM) return badRequest('FIREWALL_GROUP_LIMIT_REACHED');
    const timestamp = isoSeconds(ctx.now);
    const group: FixtureFirewallGroup = {
      id: ctx.state.ids.uuid(),
      description,
      created: timestamp,
      updated: timestamp,
      rules: [],
    };
    team.firewallGroups.push(group);
    return created({ firewall_group: presentFirewallGroup(team, group) });
  }),
  // 8
  contractRoute('GET', '/network/firewalls/:groupId', (ctx) => {
    const team = ctx.team();
    return ok({ firewall_group: presentFirewallGroup(team, findById(team.firewallGroups, param(ctx, 'groupId'))) });
  }),
  extensionRoute('GET', '/network/firewalls', (ctx) => {
    const team = ctx.team();
    return ok({ firewall_groups: team.firewallGroups.map((group) => presentFirewallGroup(team, group)) });
  }),
  extensionRoute('PUT', '/network/firewalls/:groupId', (ctx) => {
    const group = findById(ctx.team().firewallGroups, param(ctx, 'groupId'));
    group.description = checkDescription(ctx.body.string('description'), DESCRIPTION_MAX);
    group.updated = isoSeconds(ctx.now);
    return noContent();
  }),
  extensionRoute('DELETE', '/network/firewalls/:groupId', (ctx) => {
    const team = ctx.team();
    const group = findById(team.firewallGroups, param(ctx, 'groupId'));
    if (instanceCount(team, group.id) > 0) return badRequest('FIREWALL_GROUP_IN_USE');
    removeById(team.firewallGroups, group.id);
    return noContent();
  }),
];
