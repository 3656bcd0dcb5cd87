import type { FirewallRule } from '../../api/types';
import {
  validateRuleDraft,
  type FirewallRuleCreateBody,
  type FirewallRuleLike,
  type RuleDraft,
} from '../../lib/firewallRule';
import { checkPasted, sendPasted, type PastedValue, type SentValue } from '../../lib/pastedList';

export type PastedRuleResult =
  | { text: string; outcome: 'added'; rule: FirewallRule }
  | { text: string; outcome: 'refused'; reason: string }
  | { text: string; outcome: 'duplicate'; reason: string };

/** How a source is told apart within one paste: as it will be stored (host bits cleared). */
const storedSource = (body: FirewallRuleCreateBody) => `${body.subnet}/${body.subnet_size}`;

/**
 * Each pasted source checked as the one-address form checks it, with the draft's protocol, port and
 * description: the body it becomes, a refusal in the validator's words, or a duplicate of a rule the
 * group has (same protocol, port and stored source) or of a source pasted earlier.
 */
export function checkPastedSources(
  texts: readonly string[],
  draft: Omit<RuleDraft, 'source'>,
  existingRules: readonly FirewallRuleLike[],
): PastedValue<FirewallRuleCreateBody>[] {
  const check = (text: string, against: readonly FirewallRuleLike[]) =>
    validateRuleDraft({ ...draft, source: { kind: 'address', text } }, against);
  // The sources the group already has a rule for, as this draft would store them.
  const existing = new Set(
    texts.flatMap((text) => {
      const alone = check(text, []);
      return alone.ok && !check(text, existingRules).ok ? [storedSource(alone.body)] : [];
    }),
  );
  return checkPasted(
    texts,
    (text) => {
      const result = check(text, []);
      if (result.ok) return { ok: true, value: result.body, key: storedSource(result.body) };
      return { ok: false, problem: result.errors.source ?? Object.values(result.errors).join(' ') };
    },
    existing,
  );
}

/** Sends the sources that can be sent, and gives every pasted value its result in the order pasted. */
export async function addPastedSources(
  checked: readonly PastedValue<FirewallRuleCreateBody>[],
  sendAll: (bodies: FirewallRuleCreateBody[]) => Promise<SentValue<FirewallRuleCreateBody, FirewallRule>[]>,
): Promise<PastedRuleResult[]> {
  return (await sendPasted(checked, sendAll)).map((item): PastedRuleResult =>
    item.outcome === 'added' ? { text: item.text, outcome: 'added', rule: item.result } : item,
  );
}
