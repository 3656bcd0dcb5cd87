import { contractRoute, extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { FixtureFirewallGroup, FixtureFirewallRule } from '../fixture';
import { findById, removeById } from '../lookup';
import { bodiless, created, noContent, ok } from '../responses';
import { isoSeconds } from '../time';
import { checkDescription, DESCRIPTION_MAX } from '../validation';
import { isSameRule, readNewFirewallRule } from './firewallRuleInput';

/** Most rules a group may be given; a fixture may hold more (creates are refused, loading is not). */
const RULES_PER_GROUP = 1_000;

/** Every rule the API shows is an allow rule (the firewall denies by default). */
const RULE_ACTION = 'allow';

function presentRule(group: FixtureFirewallGroup, rule: FixtureFirewallRule) {
  return {
    id: rule.id,
    group: group.id,
    ip_type: rule.ip_type,
    action: RULE_ACTION,
    protocol: rule.protocol,
    port: rule.port,
    subnet: rule.subnet,
    subnet_size: rule.subnet_size,
    desc: rule.desc,
  };
}

function groupOf(ctx: RouteContext): FixtureFirewallGroup {
  return findById(ctx.team().firewallGroups, param(ctx, 'groupId'));
}

export const firewallRuleRoutes: RouteDefinition[] = [
  // 9: unknown group → 404 before the body is judged.
  contractRoute('POST', '/network/firewalls/:groupId/rules', (ctx) => {
    const team = ctx.team();
    const group = groupOf(ctx);
    const fields = readNewFirewallRule(ctx.body, team);
    if (group.rules.some((existing) => isSameRule(existing, fields))) return badRequest('DUPLICATE_RULE');
    if (group.rules.length >= RULES_PER_GROUP) return badRequest('FIREWALL_RULE_LIMIT_REACHED');
    const rule: FixtureFirewallRule = { id: ctx.state.ids.uuid(), ...fields };
    group.rules.push(rule);
    group.updated = isoSeconds(ctx.now);
    const answer = presentRule(group, rule);
    // Live clients saw the create answer carry `subnet_size` as a string, and reads a number.
    return created({
      firewall_rule: ctx.settings.liveApi() ? { ...answer, subnet_size: String(answer.subnet_size) } : answer,
    });
  }),
  // 10: only the description can change; `desc` is required. 200 with no body, as documented.
  contractRoute('PATCH', '/network/firewalls/:groupId/rules/:ruleId', (ctx) => {
    const group = groupOf(ctx);
    const rule = findById(group.rules, param(ctx, 'ruleId'));
    rule.desc = checkDescription(ctx.body.string('desc'), DESCRIPTION_MAX);
    group.updated = isoSeconds(ctx.now);
    return bodiless(200);
  }),
  extensionRoute('GET', '/network/firewalls/:groupId/rules', (ctx) => {
    const group = groupOf(ctx);
    return ok({ firewall_rules: group.rules.map((rule) => presentRule(group, rule)) });
  }),
  extensionRoute('GET', '/network/firewalls/:groupId/rules/:ruleId', (ctx) => {
    const group = groupOf(ctx);
    return ok({ firewall_rule: presentRule(group, findById(group.rules, param(ctx, 'ruleId'))) });
  }),
  extensionRoute('DELETE', '/network/firewalls/:groupId/rules/:ruleId', (ctx) => {
    const group = groupOf(ctx);
    removeById(group.rules, param(ctx, 'ruleId'));
    group.updated = isoSeconds(ctx.now);
    return noContent();
  }),
];
