import { extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { FixtureIpList, FixtureIpListEntry } from '../fixture';
import { findById, removeById } from '../lookup';
import { created, noContent, ok } from '../responses';
import type { TeamState } from '../state';
import { isoSeconds } from '../time';
import { checkDescription, checkName, DESCRIPTION_MAX } from '../validation';
import { ipListSubnet } from './firewallRuleInput';
import { readIpListEntry } from './ipListEntryInput';

const IP_LIST_NAME_MAX = 64;
/** Most IP lists a team may create, whatever larger limit a fixture gives it. */
const IP_LISTS_PER_TEAM = 1_000;

/** The limit a team sees and creates are held to. */
function ipListLimit(team: TeamState): number {
  return Math.min(team.ipListLimit, IP_LISTS_PER_TEAM);
}

/** Two lists whose names differ only in case would be told apart by nobody. */
function checkNameIsFree(team: TeamState, name: string, except?: FixtureIpList): void {
  const folded = name.toLowerCase();
  const taken = team.ipLists.some((list) => list !== except && list.name.toLowerCase() === folded);
  if (taken) badRequest('DUPLICATE_IP_LIST_NAME');
}

/** Firewall rules of the team whose source is this list. */
function usedByCount(team: TeamState, list: FixtureIpList): number {
  const subnet = ipListSubnet(list.id);
  return team.firewallGroups.reduce(
    (sum, group) => sum + group.rules.filter((rule) => rule.subnet === subnet).length,
    0,
  );
}

function presentSummary(team: TeamState, list: FixtureIpList) {
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    entry_count: list.entries.length,
    used_by_count: usedByCount(team, list),
    created_at: list.created_at,
  };
}

/** POST and PATCH answer only these three fields (src/api/openapi.yaml); GET adds counts and entries. */
function presentCreated(list: FixtureIpList) {
  return { id: list.id, name: list.name, description: list.description };
}

function presentDetail(team: TeamState, list: FixtureIpList) {
  return { ...presentSummary(team, list), entries: list.entries.map((entry) => ({ ...entry })) };
}

function listOf(ctx: RouteContext): FixtureIpList {
  return findById(ctx.team().ipLists, param(ctx, 'listId'));
}

export const ipListRoutes: RouteDefinition[] = [
  extensionRoute('GET', '/network/ip_lists', (ctx) => {
    const team = ctx.team();
    return ok({
      ip_lists: team.ipLists.map((list) => presentSummary(team, list)),
      ip_list_limit: ipListLimit(team),
      ip_list_entry_limit: team.ipListEntryLimit,
    });
  }),
  extensionRoute('POST', '/network/ip_lists', (ctx) => {
    const team = ctx.team();
    const name = checkName(ctx.body.string('name'), IP_LIST_NAME_MAX);
    const description = checkDescription(ctx.body.optionalString('description') ?? '', DESCRIPTION_MAX);
    checkNameIsFree(team, name);
    if (team.ipLists.length >= ipListLimit(team)) return badRequest('IP_LIST_LIMIT_REACHED');
    const list: FixtureIpList = {
      id: ctx.state.ids.uuid(),
      name,
      description,
      created_at: isoSeconds(ctx.now),
      entries: [],
    };
    team.ipLists.push(list);
    return created({ ip_list: presentCreated(list) });
  }),
  extensionRoute('GET', '/network/ip_lists/:listId', (ctx) => ok({ ip_list: presentDetail(ctx.team(), listOf(ctx)) })),
  extensionRoute('PATCH', '/network/ip_lists/:listId', (ctx) => {
    const list = listOf(ctx);
    const nameText = ctx.body.optionalString('name');
    const descriptionText = ctx.body.optionalString('description');
    // Every field is optional: a body that changes nothing answers the list as it is.
    const name = nameText === undefined ? undefined : checkName(nameText, IP_LIST_NAME_MAX);
    const description = descriptionText === undefined ? undefined : checkDescription(descriptionText, DESCRIPTION_MAX);
    if (name !== undefined) checkNameIsFree(ctx.team(), name, list);
    if (name !== undefined) list.name = name;
    if (description !== undefined) list.description = description;
    return ok({ ip_list: presentCreated(list) });
  }),
  // Deleting a list also deletes the rules that refer to it, rather than leaving rules that allow nothing.
  extensionRoute('DELETE', '/network/ip_lists/:listId', (ctx) => {
    const team = ctx.team();
    const list = listOf(ctx);
    const subnet = ipListSubnet(list.id);
    for (const group of team.firewallGroups) {
      const kept = group.rules.filter((rule) => rule.subnet !== subnet);
      if (kept.length !== group.rules.length) {
        group.rules = kept;
        group.updated = isoSeconds(ctx.now);
      }
    }
    removeById(team.ipLists, list.id);
    return noContent();
  }),
  extensionRoute('POST', '/network/ip_lists/:listId/entries', (ctx) => {
    const team = ctx.team();
    const list = listOf(ctx);
    const { type, value } = readIpListEntry(ctx.body);
    if (list.entries.some((entry) => entry.value === value)) return badRequest('DUPLICATE_IP_LIST_ENTRY');
    if (list.entries.length >= team.ipListEntryLimit) return badRequest('IP_LIST_ENTRY_LIMIT_REACHED');
    const entry: FixtureIpListEntry = { id: ctx.state.ids.uuid(), type, value, created_at: isoSeconds(ctx.now) };
    list.entries.push(entry);
    return created({ entry: { ...entry } });
  }),
  extensionRoute('DELETE', '/network/ip_lists/:listId/entries/:entryId', (ctx) => {
    removeById(listOf(ctx).entries, param(ctx, 'entryId'));
    return noContent();
  }),
];
