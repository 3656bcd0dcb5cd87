import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from './client';
import { callOptional } from './capabilities';
import { isApiError } from './errors';
import { invalidate } from './invalidate';
import { teamParam } from './team';
import type { FirewallGroup, FirewallRule } from './types';
import type { FirewallRuleCreateBody } from '../lib/firewallRule';

/** Longest rule description the API takes (spec section 8). */
export const RULE_DESCRIPTION_MAX = 255;

export const firewallKeys = {
  all: (teamId: string) => ['team', teamId, 'firewalls'] as const,
  list: (teamId: string) => [...firewallKeys.all(teamId), 'list'] as const,
  group: (teamId: string, groupId: string) => [...firewallKeys.all(teamId), 'group', groupId] as const,
  detail: (teamId: string, groupId: string) => [...firewallKeys.group(teamId, groupId), 'detail'] as const,
  rules: (teamId: string, groupId: string) => [...firewallKeys.group(teamId, groupId), 'rules'] as const,
  rule: (teamId: string, groupId: string, ruleId: string) => [...firewallKeys.rules(teamId, groupId), ruleId] as const,
};

export const firewallQueries = {
  list: (teamId: string) =>
    queryOptions({
      queryKey: firewallKeys.list(teamId),
      queryFn: ({ signal }) =>
        callOptional(
          'firewalls.list',
          async () =>
            (await call(api().GET('/network/firewalls', { params: { query: teamParam(teamId) }, signal })))
              .firewall_groups,
        ),
    }),
  detail: (teamId: string, groupId: string) =>
    queryOptions({
      queryKey: firewallKeys.detail(teamId, groupId),
      queryFn: async ({ signal }) =>
        (
          await call(
            api().GET('/network/firewalls/{firewall_id}', {
              params: { path: { firewall_id: groupId }, query: teamParam(teamId) },
              signal,
            }),
          )
        ).firewall_group,
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
                api().GET('/network/firewalls/{firewall_id}/rules', {
                  params: { path: { firewall_id: groupId }, query: teamParam(teamId) },
                  signal,
                }),
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
                api().GET('/network/firewalls/{firewall_id}/rules/{rule_id}', {
                  params: { path: { firewall_id: groupId, rule_id: ruleId }, query: teamParam(teamId) },
                  signal,
                }),
              )
            ).firewall_rule,
        ),
    }),
};

export function useFirewallGroups(teamId: string) {
  return useQuery(firewallQueries.list(teamId));
}

export function useFirewallGroup(teamId: string, groupId: string) {
  return useQuery(firewallQueries.detail(teamId, groupId));
}

export function useFirewallRules(teamId: string, groupId: string) {
  return useQuery(firewallQueries.rules(teamId, groupId));
}

export function useFirewallRule(teamId: string, groupId: string, ruleId: string) {
  return useQuery(firewallQueries.rule(teamId, groupId, ruleId));
}

export function useCreateFirewallGroup(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { description: string }): Promise<FirewallGroup> =>
      (await call(api().POST('/network/firewalls', { body: { ...teamParam(teamId), ...input } }))).firewall_group,
    onSuccess: (created) => {
      queryClient.setQueryData(firewallKeys.detail(teamId, created.id), created);
      return invalidate(queryClient, firewallKeys.list(teamId));
    },
  });
}

export function useRenameFirewallGroup(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      callOptional('firewalls.update', () =>
        call(
          api().PUT('/network/firewalls/{firewall_id}', {
            params: { path: { firewall_id: id } },
            body: { ...teamParam(teamId), description },
          }),
        ),
      ),
    onSuccess: (_result, { id }) => invalidate(queryClient, firewallKeys.list(teamId), firewallKeys.detail(teamId, id)),
  });
}

export function useDeleteFirewallGroup(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callOptional('firewalls.delete', () =>
        call(
          api().DELETE('/network/firewalls/{firewall_id}', {
            params: { path: { firewall_id: id }, query: teamParam(teamId) },
          }),
        ),
      ),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: firewallKeys.group(teamId, id) });
      return invalidate(queryClient, firewallKeys.list(teamId));
    },
  });
}

/** A rule changes its group's rule_count, so the group and the group list refetch too. */
function invalidateRulesOf(queryClient: ReturnType<typeof useQueryClient>, teamId: string, groupId: string) {
  return invalidate(
    queryClient,
    firewallKeys.rules(teamId, groupId),
    firewallKeys.detail(teamId, groupId),
    firewallKeys.list(teamId),
  );
}

export function useCreateFirewallRule(teamId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FirewallRuleCreateBody): Promise<FirewallRule> =>
      (
        await call(
          api().POST('/network/firewalls/{firewall_id}/rules', {
            params: { path: { firewall_id: groupId } },
            body: { ...teamParam(teamId), ...input },
          }),
        )
      ).firewall_rule,
    onSuccess: () => invalidateRulesOf(queryClient, teamId, groupId),
    // A duplicate the console did not know of (added elsewhere since the rules were read): refetch,
    // so the rule it collides with is shown and the form's own duplicate check catches it next time.
    // The API names no code for a duplicate (a bare 400), so any 400 refetches.
    onError: (error) =>
      isApiError(error) && (error.code === 'DUPLICATE_RULE' || error.status === 400)
        ? invalidateRulesOf(queryClient, teamId, groupId)
        : undefined,
  });
}

export function useUpdateFirewallRule(teamId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, desc }: { ruleId: string; desc: string }) =>
      call(
        api().PATCH('/network/firewalls/{firewall_id}/rules/{rule_id}', {
          params: { path: { firewall_id: groupId, rule_id: ruleId } },
          body: { ...teamParam(teamId), desc },
        }),
      ),
    onSuccess: () => invalidate(queryClient, firewallKeys.rules(teamId, groupId)),
  });
}

export function useDeleteFirewallRule(teamId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) =>
      callOptional('firewallRules.delete', () =>
        call(
          api().DELETE('/network/firewalls/{firewall_id}/rules/{rule_id}', {
            params: { path: { firewall_id: groupId, rule_id: ruleId }, query: teamParam(teamId) },
          }),
        ),
      ),
    onSuccess: () => invalidateRulesOf(queryClient, teamId, groupId),
  });
}
