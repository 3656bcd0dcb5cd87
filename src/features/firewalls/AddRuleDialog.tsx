import { useMemo, useState } from 'react';
import { firewallRequests, useCreateFirewallRule, useCreateFirewallRules } from '../../api/resources/firewalls';
import { describePlanned } from '../../api/http/apiRequest';
import type { FirewallRule } from '../../api/types';
import {
  RULE_DESC_MAX,
  validateRuleDraft,
  type FirewallRuleCreateBody,
  type FirewallRuleLike,
} from '../../lib/firewallRule';
import { splitPasted } from '../../lib/pastedList';
import type { Checked } from '../../ui/form/useForm';
import { PasteResults } from '../../ui/feedback/PasteResults';
import { addPastedSources, checkPastedSources, type PastedRuleResult } from './pastedSources';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { FormError } from '../../ui/feedback/FormError';
import { TextField } from '../../ui/controls/TextField';
import { useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { checkedRule, draftOf, EMPTY_RULE_FORM, placeRuleErrorOn, RULE_JUDGE, type RuleFormValues } from './ruleForm';
import { SegmentedChoice } from '../../ui/controls/SegmentedChoice';
import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { RulePortField, RuleSourceFields } from './RuleFields';
import { RulePresetPicker } from './RulePresetPicker';
import { withPreset } from './rulePresets';

type AddRuleFormProps = TeamFormProps<{
  groupId: string;
  /** The group's rules as far as the console knows them, for the duplicate check before sending. */
  existingRules: readonly FirewallRuleLike[];
  onCreated: (rule: FirewallRule) => void;
  /** Rules added from a pasted list of sources; the dialog stays open to show each value's result. */
  onCreatedMany?: (rules: FirewallRule[]) => void;
}>;

type RuleBody = { kind: 'one'; body: FirewallRuleCreateBody } | { kind: 'many'; texts: string[] };

/** The address field's values, when several are pasted into it. */
function pastedSourcesOf(values: RuleFormValues): string[] {
  return values.sourceKind === 'address' ? splitPasted(values.address) : [];
}

/**
 * With several sources, the rest of the draft (protocol, port, description) is checked once here and
 * each source on its own after submit, where its result is shown.
 */
function checkedRuleOrMany(
  values: RuleFormValues,
  existingRules: readonly FirewallRuleLike[],
): Checked<keyof RuleFormValues, RuleBody> {
  const texts = pastedSourcesOf(values);
  if (texts.length > 1) {
    const rest = validateRuleDraft({ ...draftOf(values), source: { kind: 'special', name: 'Cloudflare' } }, []);
    if (!rest.ok) return { ok: false, problems: { port: rest.errors.port, desc: rest.errors.desc } };
    return { ok: true, body: { kind: 'many', texts } };
  }
  const one = checkedRule(values, validateRuleDraft(draftOf(values), existingRules));
  return one.ok ? { ok: true, body: { kind: 'one', body: one.body } } : one;
}

const PROTOCOLS = [
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP' },
] as const;

function AddRuleForm({ teamId, groupId, existingRules, onClose, onCreated, onCreatedMany }: AddRuleFormProps) {
  const create = useCreateFirewallRule(teamId, groupId);
  const createMany = useCreateFirewallRules(teamId, groupId);
  const [pasted, setPasted] = useState<PastedRuleResult[] | null>(null);
  const form = useForm({
    initial: EMPTY_RULE_FORM,
    check: (values) => checkedRuleOrMany(values, existingRules),
    judge: RULE_JUDGE,
    send: async (body, sent) => {
      if (body.kind === 'one') {
        onCreated(await create.mutateAsync(body.body));
        return;
      }
      const { texts } = body;
      const checked = checkPastedSources(texts, draftOf(sent), existingRules);
      const results = await addPastedSources(checked, (bodies) => createMany.mutateAsync(bodies));
      setPasted(results);
      // What was refused stays in the field to be corrected; what was added or was already there goes.
      const refused = results.filter((result) => result.outcome === 'refused').map((result) => result.text);
      form.reset((current) =>
        current.address === sent.address ? { ...current, address: refused.join(', ') } : current,
      );
      const added = results.flatMap((result) => (result.outcome === 'added' ? [result.rule] : []));
      if (added.length > 0) onCreatedMany?.(added);
      form.focus('address');
    },
    placeError: (error, _body, values) => placeRuleErrorOn(error, values),
  });
  const { values } = form;
  const pastedCount = pastedSourcesOf(values).length;
  // What a submit sends: the rule, or one rule per pasted source that can be sent, in order.
  const planned = !form.body
    ? []
    : form.body.kind === 'one'
      ? [form.body.body]
      : checkPastedSources(form.body.texts, draftOf(values), existingRules).flatMap((item) =>
          item.outcome === 'ready' ? [item.value] : [],
        );
  const request = planned.map((body) => describePlanned(firewallRequests.createRule(teamId, groupId, body)));
  const result = useMemo(() => validateRuleDraft(draftOf(values), existingRules), [values, existingRules]);
  const notices = result.ok ? result.notices : [];
  // The version the typed address shows; a provider range or IP list leaves it to the server.
  const ipType = result.ok ? result.ipType : null;
  // The duplicate is flagged as soon as the draft is complete, before any request.
  const duplicate = result.ok || pastedCount > 1 ? undefined : result.errors.form;

  return (
    <DialogForm form={form} submitLabel="Add rule" onCancel={onClose} request={request}>
      <RulePresetPicker values={values} onChoose={(preset) => form.change(withPreset(values, preset), 'port')} />
      <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
        <SegmentedChoice
          legend="Protocol"
          name="protocol"
          value={values.protocol}
          options={PROTOCOLS}
          onChange={(protocol) => form.set('protocol', protocol)}
        />
        <RulePortField form={form} ipType={ipType} />
      </div>

      <RuleSourceFields
        teamId={teamId}
        form={form}
        addressNote={
          pastedCount > 1 ? (
            <span className="text-fg-subtle">{pastedCount} sources: each is checked and added as its own rule.</span>
          ) : (
            notices.join(' ')
          )
        }
        onPasteSeveral={(value) => form.set('address', value)}
      />

      <TextField
        {...form.field('desc')}
        label="Description"
        description="Optional: why this traffic is allowed."
        hint={<CharacterCounter value={values.desc.trim()} max={RULE_DESC_MAX} />}
        autoComplete="off"
      />

      {!form.formError && duplicate ? <FormError>{duplicate}</FormError> : null}
      {pasted ? <PasteResults results={pasted} label="Pasted sources" /> : null}
    </DialogForm>
  );
}

export const AddRuleDialog = formDialog(
  { size: 'lg', title: 'Add rule', description: 'Rules allow traffic in; everything they do not allow is dropped.' },
  AddRuleForm,
);
