import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, call } from '../http/client';
import { readStreamedList, useListQuery, type JsonAnswer } from '../cache/streamedList';
import { callOptional, isAbsent, useOperationAbsent } from '../capabilities/capabilities';
import { isOperationAbsent } from '../errors/errors';
import { useApiMutation, type MutationActivity } from '../cache/mutation';
import type { BatchAction } from '../cache/useBatch';
import {
  forgetId,
  readTabMemory,
  rememberId,
  useListOrTabMemory,
  useTabMemory,
  writeTabMemory,
  type ListOrTabMemory,
} from '../capabilities/tabMemory';
import { teamChange, teamItem, teamParam, teamQuery } from './team';
import type { FirewallGroup, FirewallRule } from '../types';
import type { FirewallRuleCreateBody } from '../../lib/firewallRule';
import { sendEach, type SentValue } from '../../lib/pastedList';
import { planRequest, sendPlanned } from '../http/apiRequest';
import { firewallKeys } from './firewallKeys';

export { firewallKeys };

/**
 * Tab memory (see tabMemory.ts) for a server without the group or rule lists: the groups created or
 * opened here (ids), and per group the rules created here, as the POST answered them.
 */
export const firewallTabMemoryKeys = {
  groups: (teamId: string) => `cc.firewalls.groups.${teamId}`,
  rules: (teamId: string, groupId: string) => `cc.firewalls.rules.${teamId}.${groupId}`,
};

function isRule(value: unknown): value is FirewallRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  return (
    typeof rule.id === 'string' &&
    typeof rule.protocol === 'string' &&
    typeof rule.port === 'string' &&
    typeof rule.subnet === 'string' &&
    (typeof rule.subnet_size === 'string' || typeof rule.subnet_size === 'number') &&
    typeof rule.desc === 'string'
  );
}

export function parseRememberedRules(value: unknown): FirewallRule[] {
  return Array.isArray(value) ? value.filter(isRule) : [];
}

/** Adds a rule to the group's remembered rules, or replaces the one with its id. */
export function rememberRule(teamId: string, groupId: string, rule: FirewallRule): void {
  const key = firewallTabMemoryKeys.rules(teamId, groupId);
  const rules = readTabMemory(key, parseRememberedRules);
  const index = rules.findIndex((known) => known.id === rule.id);
  writeTabMemory(key, index === -1 ? [...rules, rule] : rules.map((known, at) => (at === index ? rule : known)));
}

export function forgetRule(teamId: string, groupId: string, ruleId: string): void {
  const key = firewallTabMemoryKeys.rules(teamId, groupId);
  writeTabMemory(
    key,
    readTabMemory(key, parseRememberedRules).filter((rule) => rule.id !== ruleId),
  );
}

function rememberedRule(teamId: string, groupId: string, ruleId: string): FirewallRule | undefined {
  return readTabMemory(firewallTabMemoryKeys.rules(teamId, groupId), parseRememberedRules).find(
    (rule) => rule.id === ruleId,
  );
}

export const firewallQueries = {
  list: (teamId: string) =>
    queryOptions({
      queryKey: firewallKeys.list(teamId),
      queryFn: (context) =>
        callOptional('firewalls.list', async () => {
          const read = api().GET('/network/firewalls', { ...teamQuery(teamId, context.signal), parseAs: 'stream' });
          return (await readStreamedList<JsonAnswer<'/network/firewalls'>>(context, read, 'firewall_groups'))
            .firewall_groups;
        }),
    }),
  detail: (teamId: string, groupId: string) =>
    queryOptions({
      queryKey: firewallKeys.detail(teamId, groupId),
      queryFn: async ({ signal }) =>
        (await call(api().GET('/network/firewalls/{firewall_id}', teamItem(teamId, { firewall_id: groupId }, signal))))
          .firewall_group,
    }),
  rules: (teamId: string, groupId: string) =>
    queryOptions({
      queryKey: firewallKeys.rules(teamId, groupId),
      queryFn: ({ signal }) =>
        callOptional(
          'firewallRules.list',
          async () =>
            (
              await call(
                api().GET('/network/firewalls/{firewall_id}/rules', teamItem(teamId, { firewall_id: groupId }, signal)),
              )
            ).firewall_rules,
        ),
    }),
  rule: (teamId: string, groupId: string, ruleId: string) =>
    queryOptions({
      queryKey: firewallKeys.rule(teamId, groupId, ruleId),
      queryFn: ({ signal }) =>
        callOptional(
          'firewallRules.read',
          async () =>
            (
              await call(
                api().GET(
                  '/network/firewalls/{firewall_id}/rules/{rule_id}',
                  teamItem(teamId, { firewall_id: groupId, rule_id: ruleId }, signal),
                ),
              )
            ).firewall_rule,
        ),
    }),
};

export const useFirewallGroups = (teamId: string) => useQuery(firewallQueries.list(teamId));

/** The team's groups: the server's list, or without one the groups created or opened in this tab. */
export function useFirewallGroupList(teamId: string): ListOrTabMemory<FirewallGroup> {
  return useListOrTabMemory(
    useListQuery(firewallQueries.list(teamId)),
    useOperationAbsent('firewalls.list'),
    firewallTabMemoryKeys.groups(teamId),
    (id) => firewallQueries.detail(teamId, id),
  );
}

/** A group opened by its id is remembered in this tab when the server cannot list groups. */
export function useFirewallGroup(teamId: string, groupId: string) {
  const group = useQuery(firewallQueries.detail(teamId, groupId));
  const listAbsent = useOperationAbsent('firewalls.list');
  const loadedId = group.data?.id;
  useEffect(() => {
    if (listAbsent && loadedId) rememberId(firewallTabMemoryKeys.groups(teamId), loadedId);
  }, [listAbsent, loadedId, teamId]);
  return group;
}

export const useFirewallRules = (teamId: string, groupId: string) => useQuery(firewallQueries.rules(teamId, groupId));

/** A group's rules: the server's list, or without one the rules added in this tab. */
export function useFirewallRuleList(teamId: string, groupId: string): ListOrTabMemory<FirewallRule> {
  const rules = useFirewallRules(teamId, groupId);
  const absent = useOperationAbsent('firewallRules.list') || (rules.isError && isOperationAbsent(rules.error));
  const remembered = useTabMemory(firewallTabMemoryKeys.rules(teamId, groupId), parseRememberedRules);
  const shared = { isFetching: rules.isFetching, refetch: rules.refetch, rememberedCount: remembered.length };
  return absent
    ? {
        ...shared,
        items: remembered,
        source: 'tab',
        isPending: false,
        isSuccess: true,
        partial: false,
        isError: false,
        error: null,
      }
    : {
        ...shared,
        items: rules.data ?? NO_RULES,
        source: 'server',
        isPending: rules.isPending,
        isSuccess: rules.isSuccess,
        partial: false,
        isError: rules.isError,
        error: rules.error,
      };
}

const NO_RULES: FirewallRule[] = [];

/** The changes of firewall groups and rules as planned requests: what is sent, and what "API request" shows. */
export const firewallRequests = {
  createGroup: (teamId: string, input: { description: string }) =>
    planRequest('post', '/network/firewalls', { body: { ...teamParam(teamId), ...input } }),
  renameGroup: (teamId: string, id: string, description: string) =>
    planRequest('put', '/network/firewalls/{firewall_id}', teamChange(teamId, { firewall_id: id }, { description })),
  deleteGroup: (teamId: string, id: string) =>
    planRequest('delete', '/network/firewalls/{firewall_id}', teamItem(teamId, { firewall_id: id })),
  createRule: (teamId: string, groupId: string, input: FirewallRuleCreateBody) =>
    planRequest('post', '/network/firewalls/{firewall_id}/rules', teamChange(teamId, { firewall_id: groupId }, input)),
  describeRule: (teamId: string, groupId: string, ruleId: string, desc: string) =>
    planRequest(
      'patch',
      '/network/firewalls/{firewall_id}/rules/{rule_id}',
      teamChange(teamId, { firewall_id: groupId, rule_id: ruleId }, { desc }),
    ),
  deleteRule: (teamId: string, groupId: string, ruleId: string) =>
    planRequest(
      'delete',
      '/network/firewalls/{firewall_id}/rules/{rule_id}',
      teamItem(teamId, { firewall_id: groupId, rule_id: ruleId }),
    ),
};

export function useCreateFirewallGroup(teamId: string) {
  return useApiMutation({
    mutationFn: async (input: { description: string }): Promise<FirewallGroup> =>
      (await sendPlanned(firewallRequests.createGroup(teamId, input))).firewall_group,
    caches: (created) => firewallKeys.detail(teamId, created.id),
    onSuccess: (created) => rememberId(firewallTabMemoryKeys.groups(teamId), created.id),
    activity: (input, created) => ({
      what: 'Create firewall group',
      subject: { id: created?.id, name: input.description },
      teamId,
    }),
    invalidates: () => [firewallKeys.list(teamId)],
  });
}

export function useRenameFirewallGroup(teamId: string) {
  return useApiMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      callOptional('firewalls.update', () => sendPlanned(firewallRequests.renameGroup(teamId, id, description))),
    activity: ({ id, description }) => ({ what: 'Rename firewall group', subject: { id, name: description }, teamId }),
    invalidates: (_result, { id }) => [firewallKeys.list(teamId), firewallKeys.detail(teamId, id)],
  });
}

export function useDeleteFirewallGroup(teamId: string) {
  return useApiMutation({
    mutationFn: (id: string) =>
      callOptional('firewalls.delete', () => sendPlanned(firewallRequests.deleteGroup(teamId, id))),
    onSuccess: (_result, id) => forgetId(firewallTabMemoryKeys.groups(teamId), id),
    removes: (id) => firewallKeys.group(teamId, id),
    activity: (id) => ({ what: 'Delete firewall group', subject: { id }, teamId, nameFrom: firewallKeys.all(teamId) }),
    invalidates: () => [firewallKeys.list(teamId)],
  });
}

/** A rule changes its group's rule_count, so the group and the group list refetch too. */
const rulesAndGroupOf = (teamId: string, groupId: string) => [
  firewallKeys.rules(teamId, groupId),
  firewallKeys.detail(teamId, groupId),
  firewallKeys.list(teamId),
];

/** A rule change is listed under its group, whose name the group reads give. */
const ruleActivity = (what: string, teamId: string, groupId: string): MutationActivity => ({
  what,
  subject: { id: groupId },
  teamId,
  nameFrom: firewallKeys.all(teamId),
});

/** POST one rule; where the API cannot list rules, the tab remembers it as the list would answer it. */
async function createRule(teamId: string, groupId: string, input: FirewallRuleCreateBody): Promise<FirewallRule> {
  const rule = (await sendPlanned(firewallRequests.createRule(teamId, groupId, input))).firewall_rule;
  // Complete as the POST answered it, its prefix length kept as text like the rules the list answers.
  if (isAbsent('firewallRules.list')) rememberRule(teamId, groupId, { ...rule, subnet_size: String(rule.subnet_size) });
  return rule;
}

export function useCreateFirewallRule(teamId: string, groupId: string) {
  return useApiMutation({
    mutationFn: (input: FirewallRuleCreateBody) => createRule(teamId, groupId, input),
    activity: () => ruleActivity('Add firewall rule', teamId, groupId),
    invalidates: () => rulesAndGroupOf(teamId, groupId),
    // A duplicate the console did not know of (added elsewhere since the rules were read): refetch,
    // so the rule it collides with is shown and the form's own duplicate check catches it next time.
    staleWhenRefused: { codes: ['DUPLICATE_RULE'], invalidates: rulesAndGroupOf(teamId, groupId) },
  });
}

/**
 * Several rules from one pasted list of sources: one request per rule (the API takes one), each
 * with its own outcome, and the group reread once after the last rather than after each.
 */
export function useCreateFirewallRules(teamId: string, groupId: string) {
  return useApiMutation({
    mutationFn: (
      inputs: readonly FirewallRuleCreateBody[],
    ): Promise<SentValue<FirewallRuleCreateBody, FirewallRule>[]> =>
      sendEach(inputs, (input) => createRule(teamId, groupId, input)),
    activity: () => ruleActivity('Add firewall rules', teamId, groupId),
    invalidates: () => rulesAndGroupOf(teamId, groupId),
  });
}

export function useUpdateFirewallRule(teamId: string, groupId: string) {
  return useApiMutation({
    mutationFn: ({ ruleId, desc }: { ruleId: string; desc: string }) =>
      sendPlanned(firewallRequests.describeRule(teamId, groupId, ruleId, desc)),
    onSuccess: (_result, { ruleId, desc }) => {
      const known = isAbsent('firewallRules.list') ? rememberedRule(teamId, groupId, ruleId) : undefined;
      if (known) rememberRule(teamId, groupId, { ...known, desc });
    },
    activity: () => ruleActivity('Describe firewall rule', teamId, groupId),
    invalidates: () => [firewallKeys.rules(teamId, groupId)],
  });
}

const deleteFirewallRule = (teamId: string, groupId: string, ruleId: string) =>
  callOptional('firewallRules.delete', () => sendPlanned(firewallRequests.deleteRule(teamId, groupId, ruleId)));

export function useDeleteFirewallRule(teamId: string, groupId: string) {
  return useApiMutation({
    mutationFn: (ruleId: string) => deleteFirewallRule(teamId, groupId, ruleId),
    onSuccess: (_result, ruleId) => forgetRule(teamId, groupId, ruleId),
    activity: () => ruleActivity('Delete firewall rule', teamId, groupId),
    invalidates: () => rulesAndGroupOf(teamId, groupId),
  });
}

/**
 * Deleting several rules of a group (useBatch): one DELETE each; a rule already gone counts as
 * deleted. Each rule is named as its page shows it (`label`).
 */
export const firewallRuleDeletes = (
  teamId: string,
  groupId: string,
): BatchAction<{ rule: FirewallRule; label: string }> => ({
  what: (count) => `Delete ${count} firewall ${count === 1 ? 'rule' : 'rules'}`,
  teamId,
  keyOf: ({ rule }) => rule.id,
  nameOf: ({ label }) => label,
  send: async ({ rule }) => {
    await deleteFirewallRule(teamId, groupId, rule.id);
    forgetRule(teamId, groupId, rule.id);
  },
  invalidates: rulesAndGroupOf(teamId, groupId),
  goneIsDone: true,
  idempotent: true,
});
