import { useRef, useState, type FormEvent } from 'react';
import { isApiError, isCodeless } from '../../api/errors';
import { useUpdateFirewallRule } from '../../api/firewalls';
import type { FirewallRule } from '../../api/types';
import { describePort, describeProtocol, describeRuleSource, RULE_DESC_MAX } from '../../lib/firewallRule';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { errorCode, errorMessage } from '../../lib/errorText';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { characterCount } from '../../lib/text';

/** Endpoint 10: only a rule's description can change; the rest of a rule is its identity. */
export function EditRuleDialog({
  teamId,
  groupId,
  rule,
  onClose,
  onSaved,
}: {
  teamId: string;
  groupId: string;
  rule: FirewallRule | null;
  onClose: () => void;
  onSaved: (rule: FirewallRule) => void;
}) {
  return (
    <Dialog
      open={rule !== null}
      onClose={onClose}
      title="Edit rule description"
      description={
        rule ? `${describeProtocol(rule)} ${describePort(rule)} from ${describeRuleSource(rule)}` : undefined
      }
    >
      {rule ? (
        <EditRuleForm key={rule.id} teamId={teamId} groupId={groupId} rule={rule} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}

function EditRuleForm({
  teamId,
  groupId,
  rule,
  onClose,
  onSaved,
}: {
  teamId: string;
  groupId: string;
  rule: FirewallRule;
  onClose: () => void;
  onSaved: (rule: FirewallRule) => void;
}) {
  const update = useUpdateFirewallRule(teamId, groupId);
  const [desc, setDesc] = useState(rule.desc);
  const ref = useRef<HTMLInputElement>(null);
  const trimmed = desc.trim();
  const count = characterCount(trimmed);
  const tooLong = count > RULE_DESC_MAX;
  // The API's only documented refusal of this change is a too-long description: a bare 400 belongs on the field too.
  const codeless400 = isCodeless(update.error, 400);
  const serverOnField = codeless400 || (isApiError(update.error) && update.error.code === 'DESCRIPTION_TOO_LONG');
  const fieldError = tooLong
    ? `The description can have at most ${RULE_DESC_MAX} characters; it has ${count}.`
    : serverOnField
      ? errorMessage(update.error)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (tooLong) {
      ref.current?.focus();
      return;
    }
    if (trimmed === rule.desc) {
      onClose();
      return;
    }
    update.mutate({ ruleId: rule.id, desc: trimmed }, { onSuccess: () => onSaved({ ...rule, desc: trimmed }) });
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={ref}
          label="Description"
          value={desc}
          onChange={(event) => {
            setDesc(event.target.value);
            if (update.isError) update.reset();
          }}
          error={fieldError}
          hint={<CharacterCounter value={trimmed} max={RULE_DESC_MAX} />}
          autoComplete="off"
        />
        {update.isError && !serverOnField ? (
          <FormError code={errorCode(update.error)}>{errorMessage(update.error)}</FormError>
        ) : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Save" pending={update.isPending} />
    </form>
  );
}
