import { useEffect, useMemo, useRef, useState } from 'react';
import { useCreateFirewallRule, useDeleteFirewallRule } from '../../api/resources/firewalls';
import type { FirewallRule } from '../../api/types';
import { describePort, describeProtocol, describeRuleSource, validateRuleDraft } from '../../lib/firewallRule';
import { errorMessage } from '../../lib/errorText';
import { Button } from '../../ui/controls/Button';
import { DialogBody, DialogFooter } from '../../ui/dialogs/Dialog';
import { FormError } from '../../ui/feedback/FormError';
import { Note } from '../../ui/feedback/Note';
import { Spinner } from '../../ui/feedback/Spinner';
import { DialogForm } from '../../ui/form/DialogForm';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { useForm } from '../../ui/form/useForm';
import { CheckIcon, XIcon } from '../../ui/icons';
import { cx } from '../../ui/cx';
import { RulePortField, RuleSourceFields } from './RuleFields';
import {
  checkRuleChange,
  ruleChangeSteps,
  ruleFormValuesOf,
  type RuleChangeProgress,
  type RuleChangeStep,
} from './ruleChange';
import { draftOf, placeRuleErrorOn, RULE_JUDGE } from './ruleForm';

/** "TCP 22 from 198.51.100.0/28", as the dialog names a rule. */
const ruleText = (rule: FirewallRule) =>
  `${describeProtocol(rule)} ${describePort(rule)} from ${describeRuleSource(rule)}`;

/** The steps of the change, each with how it went; read out as they change. */
function ChangeSteps({ steps }: { steps: readonly RuleChangeStep[] }) {
  return (
    <div role="status">
      <ul aria-label="Steps" className="flex flex-col gap-1.5 text-[13px]">
        {steps.map((step) => (
          <li key={step.text} className="flex items-start gap-2">
            {step.state === 'running' ? (
              <Spinner className="mt-0.5 size-4 shrink-0" />
            ) : step.state === 'done' ? (
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-text" />
            ) : (
              <XIcon className="mt-0.5 size-4 shrink-0 text-danger-text" />
            )}
            <span className="min-w-0">
              <span className={cx('font-medium', step.state === 'failed' ? 'text-danger-text' : 'text-fg')}>
                {step.text}
                {step.state === 'running' ? '' : '.'}
              </span>
              {step.detail ? <span className="text-fg-muted"> {step.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * After the new rule was added: the two steps, and when the old rule could not be removed, that both
 * rules now exist and a retry of the removal alone (the new rule is never sent again).
 */
function ChangeOutcome({
  rule,
  progress,
  onRetry,
  onClose,
}: {
  rule: FirewallRule;
  progress: Extract<RuleChangeProgress, { created: FirewallRule }>;
  onRetry: () => void;
  onClose: () => void;
}) {
  const stepsRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [retried, setRetried] = useState(false);
  const { stage } = progress;
  // While a retry runs, the rules are still both there and its button stays, showing progress.
  const bothExist = stage === 'remove-failed' || (stage === 'removing' && retried);
  // The form's submit button is gone: focus goes to the steps, then to what can be done next.
  // A retry keeps focus on its own button, which shows its progress.
  useEffect(() => {
    if (stage === 'removing') {
      if (!retried) stepsRef.current?.focus();
    } else if (stage === 'remove-failed') retryRef.current?.focus();
    else closeRef.current?.focus();
  }, [stage, retried]);
  return (
    <>
      <DialogBody className="flex flex-col gap-4">
        <div ref={stepsRef} tabIndex={-1} className="rounded-sm focus-visible:outline-2 focus-visible:outline-accent">
          <ChangeSteps steps={ruleChangeSteps(progress)} />
        </div>
        {bothExist ? (
          <Note tone="warning">
            Both rules now exist: the new{' '}
            <strong className="font-medium [overflow-wrap:anywhere]">{ruleText(progress.created)}</strong> and the old{' '}
            <strong className="font-medium [overflow-wrap:anywhere]">{ruleText(rule)}</strong>, so the old one still
            allows its traffic. Retry removing it, or delete it from the list later.
          </Note>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button ref={closeRef} onClick={onClose}>
          {bothExist ? 'Keep both rules' : 'Done'}
        </Button>
        {bothExist ? (
          <Button
            ref={retryRef}
            variant="primary"
            loading={stage === 'removing'}
            onClick={() => {
              setRetried(true);
              onRetry();
            }}
          >
            Retry removing the old rule
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}

type ChangeRuleFormProps = TeamFormProps<{
  groupId: string;
  rule: FirewallRule;
  /** The group's rules as the page knows them: the new rule may be none of the others. */
  groupRules: readonly FirewallRule[];
  /** The new rule, once added (the old one may still be there). */
  onAdded: (rule: FirewallRule) => void;
}>;

function ChangeRuleForm({ teamId, groupId, rule, groupRules, onClose, onAdded }: ChangeRuleFormProps) {
  const create = useCreateFirewallRule(teamId, groupId);
  const remove = useDeleteFirewallRule(teamId, groupId);
  const [progress, setProgress] = useState<RuleChangeProgress | null>(null);

  const removeOld = async (created: FirewallRule) => {
    setProgress({ stage: 'removing', created });
    try {
      await remove.mutateAsync(rule.id);
      setProgress({ stage: 'removed', created });
    } catch (error) {
      setProgress({ stage: 'remove-failed', created, reason: errorMessage(error) });
    }
  };

  const form = useForm({
    initial: ruleFormValuesOf(rule),
    check: (values) => checkRuleChange(values, rule, groupRules),
    judge: RULE_JUDGE,
    send: async (change) => {
      if (change.kind === 'unchanged') return onClose();
      setProgress({ stage: 'adding' });
      let created: FirewallRule;
      try {
        created = await create.mutateAsync(change.body);
      } catch (error) {
        // Nothing changed: the refusal goes on the form, with everything typed.
        setProgress({ stage: 'refused' });
        throw error;
      }
      onAdded(created);
      await removeOld(created);
    },
    placeError: (error, _body, values) => placeRuleErrorOn(error, values),
  });
  const { values } = form;
  const others = useMemo(() => groupRules.filter((other) => other.id !== rule.id), [groupRules, rule.id]);
  const result = useMemo(() => validateRuleDraft(draftOf(values), others), [values, others]);
  const duplicate = result.ok ? undefined : result.errors.form;

  if (progress && 'created' in progress) {
    return (
      <ChangeOutcome
        rule={rule}
        progress={progress}
        onRetry={() => void removeOld(progress.created)}
        onClose={onClose}
      />
    );
  }
  return (
    <DialogForm form={form} submitLabel="Change rule" onCancel={onClose}>
      <p className="text-[13px] text-fg-muted">
        A rule’s port and source cannot be edited: the new rule is added first, then the old one is removed. If the new
        rule is refused, the old one stays as it is.
      </p>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
        <div className="flex flex-col gap-1.5">
          <p className="text-[13px] font-medium text-fg">Protocol</p>
          <p className="pt-1 text-[13px] text-fg">{describeProtocol(rule)}</p>
        </div>
        <RulePortField form={form} ipType={result.ok ? result.ipType : null} />
      </div>
      <RuleSourceFields teamId={teamId} form={form} addressNote={result.ok ? result.notices.join(' ') : ''} />
      {rule.desc ? (
        <p className="text-[13px] text-fg-muted [overflow-wrap:anywhere]">
          The new rule keeps the description “<bdi>{rule.desc}</bdi>”.
        </p>
      ) : null}
      {!form.formError && duplicate ? <FormError>{duplicate}</FormError> : null}
      {progress ? <ChangeSteps steps={ruleChangeSteps(progress)} /> : null}
    </DialogForm>
  );
}

/** Endpoint 10 changes only a rule's description: a new port or source is a new rule in the old one's place. */
export const ChangeRuleDialog = itemFormDialog(
  'rule',
  { title: 'Change port or source', description: ruleText, size: 'lg' },
  ChangeRuleForm,
);
