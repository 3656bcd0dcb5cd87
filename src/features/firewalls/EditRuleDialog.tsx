import { placeRefusal } from '../../api/errors/refusals';
import { firewallRequests, useUpdateFirewallRule } from '../../api/resources/firewalls';
import { describePlanned } from '../../api/http/apiRequest';
import type { FirewallRule } from '../../api/types';
import { describePort, describeProtocol, describeRuleSource, RULE_DESC_MAX } from '../../lib/firewallRule';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { TextField } from '../../ui/controls/TextField';
import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { characterCount } from '../../lib/text';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';

/** The API's only documented refusal of this change is a too-long description: a bare 400 belongs on the field too. */
const placeDescriptionError = (error: unknown) =>
  placeRefusal(error, { byCode: { DESCRIPTION_TOO_LONG: 'desc' }, byCodelessStatus: { 400: 'desc' } });

type EditRuleFormProps = TeamFormProps<{ groupId: string; rule: FirewallRule; onSaved: (rule: FirewallRule) => void }>;

function EditRuleForm({ teamId, groupId, rule, onClose, onSaved }: EditRuleFormProps) {
  const update = useUpdateFirewallRule(teamId, groupId);
  const form = useForm({
    initial: { desc: rule.desc },
    check: ({ desc }) => {
      const count = characterCount(desc.trim());
      const tooLong = `The description can have at most ${RULE_DESC_MAX} characters; it has ${count}.`;
      return checked({ desc: count > RULE_DESC_MAX ? tooLong : undefined }, desc.trim());
    },
    judge: { desc: 'as-typed' },
    send: async (desc) => {
      if (desc === rule.desc) return onClose();
      await update.mutateAsync({ ruleId: rule.id, desc });
      onSaved({ ...rule, desc });
    },
    placeError: placeDescriptionError,
  });

  return (
    <DialogForm
      form={form}
      submitLabel="Save"
      onCancel={onClose}
      request={
        form.body === null || form.body === rule.desc
          ? null
          : describePlanned(firewallRequests.describeRule(teamId, groupId, rule.id, form.body))
      }
    >
      <TextField
        {...form.field('desc')}
        label="Description"
        hint={<CharacterCounter value={form.values.desc.trim()} max={RULE_DESC_MAX} />}
        autoComplete="off"
      />
    </DialogForm>
  );
}

/** Endpoint 10: only a rule's description can change; the rest of a rule is its identity. */
export const EditRuleDialog = itemFormDialog(
  'rule',
  {
    title: 'Edit rule description',
    description: (rule) => `${describeProtocol(rule)} ${describePort(rule)} from ${describeRuleSource(rule)}`,
  },
  EditRuleForm,
);
