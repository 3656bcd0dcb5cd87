import type { FirewallRule } from '../../api/types';
import {
  ipListIdOf,
  isSameRule,
  isSpecialSubnet,
  validateRuleDraft,
  type FirewallRuleCreateBody,
} from '../../lib/firewallRule';
import type { Checked } from '../../ui/form/useForm';
import { checkedRule, draftOf, type RuleFormValues } from './ruleForm';

// A rule's port and source are its identity: the API changes only a rule's description (PATCH), so
// "Change port or source" adds the new rule, then removes the old one, and says how each step went.

/** The change form, filled with the rule as it is: its protocol, port, source and description. */
export function ruleFormValuesOf(rule: FirewallRule): RuleFormValues {
  const protocol = rule.protocol === 'ipv6-icmp' ? 'icmp' : rule.protocol;
  const listId = ipListIdOf(rule.subnet);
  const size = String(rule.subnet_size).trim();
  return {
    protocol,
    port: protocol === 'icmp' ? '' : rule.port,
    sourceKind: listId !== null ? 'ipList' : isSpecialSubnet(rule.subnet) ? 'special' : 'address',
    address: listId !== null || isSpecialSubnet(rule.subnet) ? '' : `${rule.subnet}/${size}`,
    special: isSpecialSubnet(rule.subnet) ? rule.subnet : '',
    ipListId: listId ?? '',
    desc: rule.desc,
  };
}

/** What submitting the change does: nothing (the same port and source), or the rule to add in its place. */
export type RuleChange = { kind: 'unchanged' } | { kind: 'replace'; body: FirewallRuleCreateBody };

/**
 * The change's checked values. The rule being changed is no duplicate of its replacement; any other
 * rule of the group is (the form shows that before sending).
 */
export function checkRuleChange(
  values: RuleFormValues,
  rule: FirewallRule,
  groupRules: readonly FirewallRule[],
): Checked<keyof RuleFormValues, RuleChange> {
  const others = groupRules.filter((other) => other.id !== rule.id);
  const checked = checkedRule(values, validateRuleDraft(draftOf(values), others));
  if (!checked.ok) return checked;
  const { body } = checked;
  return isSameRule({ ...body, port: body.port ?? '' }, rule)
    ? { ok: true, body: { kind: 'unchanged' } }
    : { ok: true, body: { kind: 'replace', body } };
}

/** Where a change stands: adding the new rule, refused, removing the old one, done, or the removal failed. */
export type RuleChangeProgress =
  | { stage: 'adding' }
  | { stage: 'refused' }
  | { stage: 'removing'; created: FirewallRule }
  | { stage: 'removed'; created: FirewallRule }
  | { stage: 'remove-failed'; created: FirewallRule; reason: string };

export interface RuleChangeStep {
  text: string;
  state: 'running' | 'done' | 'failed';
  detail?: string;
}

const ADDED: RuleChangeStep = { text: 'New rule added', state: 'done' };

/** The steps as the dialog lists them, each with how it went. */
export function ruleChangeSteps(progress: RuleChangeProgress): RuleChangeStep[] {
  switch (progress.stage) {
    case 'adding':
      return [{ text: 'Adding the new rule…', state: 'running' }];
    case 'refused':
      return [{ text: 'New rule not added', state: 'failed', detail: 'The old rule is kept: nothing changed.' }];
    case 'removing':
      return [ADDED, { text: 'Removing the old rule…', state: 'running' }];
    case 'removed':
      return [ADDED, { text: 'Old rule removed', state: 'done' }];
    case 'remove-failed':
      return [ADDED, { text: 'Old rule not removed', state: 'failed', detail: progress.reason }];
  }
}
