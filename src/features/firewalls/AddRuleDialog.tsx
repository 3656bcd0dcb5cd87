import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { isOperationAbsent } from '../../api/errors';
import { useCreateFirewallRule } from '../../api/firewalls';
import { useIpLists } from '../../api/ipLists';
import type { FirewallRule } from '../../api/types';
import { RULE_DESC_MAX, SPECIAL_SUBNETS, validateRuleDraft, type FirewallRuleLike } from '../../lib/firewallRule';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import {
  draftOf,
  EMPTY_RULE_FORM,
  placeRuleError,
  visibleDraftErrors,
  type PlacedRuleError,
  type RuleFormValues,
} from './ruleForm';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { SelectField } from '../../ui/SelectField';

export function AddRuleDialog({
  teamId,
  groupId,
  open,
  existingRules,
  onClose,
  onCreated,
}: {
  teamId: string;
  groupId: string;
  open: boolean;
  /** The group's rules as far as the console knows them, for the duplicate check before sending. */
  existingRules: readonly FirewallRuleLike[];
  onClose: () => void;
  onCreated: (rule: FirewallRule) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Add rule"
      description="Rules allow traffic in; everything they do not allow is dropped."
    >
      <AddRuleForm
        teamId={teamId}
        groupId={groupId}
        existingRules={existingRules}
        onClose={onClose}
        onCreated={onCreated}
      />
    </Dialog>
  );
}

const PROTOCOLS = [
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP' },
] as const;
const SOURCE_KINDS = [
  { value: 'address', label: 'Address or CIDR' },
  { value: 'special', label: 'Provider' },
  { value: 'ipList', label: 'IP list' },
] as const;

function AddRuleForm({
  teamId,
  groupId,
  existingRules,
  onClose,
  onCreated,
}: {
  teamId: string;
  groupId: string;
  existingRules: readonly FirewallRuleLike[];
  onClose: () => void;
  onCreated: (rule: FirewallRule) => void;
}) {
  const create = useCreateFirewallRule(teamId, groupId);
  const ipLists = useIpLists(teamId);
  const listsAbsent = ipLists.isError && isOperationAbsent(ipLists.error);
  const [values, setValues] = useState<RuleFormValues>(EMPTY_RULE_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PlacedRuleError | null>(null);
  const portRef = useRef<HTMLInputElement>(null);
  const sourceInputRef = useRef<HTMLInputElement>(null);
  const sourceSelectRef = useRef<HTMLSelectElement>(null);
  const focusSource = () => (sourceInputRef.current ?? sourceSelectRef.current)?.focus();
  const descRef = useRef<HTMLInputElement>(null);

  const result = useMemo(() => validateRuleDraft(draftOf(values), existingRules), [values, existingRules]);
  const draftErrors = result.ok ? {} : visibleDraftErrors(result.errors, values, submitted);
  const fieldError = (field: 'port' | 'source' | 'desc') =>
    draftErrors[field] ?? (serverError?.field === field ? serverError.message : undefined);
  const notices = result.ok ? result.notices : [];
  // The version the typed address shows; a provider range or IP list leaves it to the server.
  const ipType = result.ok ? result.ipType : null;

  useEffect(() => {
    if (serverError?.field === 'port') portRef.current?.focus();
    if (serverError?.field === 'source') focusSource();
    if (serverError?.field === 'desc') descRef.current?.focus();
  }, [serverError]);

  const change = (changes: Partial<RuleFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // What the server said was about the values it was sent; any edit makes it stale.
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    if (!result.ok) {
      if (result.errors.port) portRef.current?.focus();
      else if (result.errors.source) focusSource();
      else if (result.errors.desc) descRef.current?.focus();
      return;
    }
    setServerError(null);
    create.mutate(result.body, {
      onSuccess: (rule) => onCreated(rule),
      onError: (error) => setServerError(placeRuleError(error)),
    });
  };

  const formMessage =
    serverError?.field === 'form'
      ? serverError
      : draftErrors.form
        ? { message: draftErrors.form, code: undefined }
        : null;

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
          <SegmentedChoice
            legend="Protocol"
            name="protocol"
            value={values.protocol}
            options={PROTOCOLS}
            onChange={(protocol) => change({ protocol })}
          />
          {values.protocol === 'icmp' ? (
            <p className="max-w-52 pt-1 text-xs text-fg-subtle">
              ICMP has no ports: the rule allows every ICMP message{ipType === 'v6' ? ' (stored as ipv6-icmp)' : ''}.
            </p>
          ) : (
            <TextField
              ref={portRef}
              label="Port"
              value={values.port}
              onChange={(event) => change({ port: event.target.value })}
              error={fieldError('port')}
              hint={<p className="text-xs text-fg-subtle">443, or a range such as 8000:8080</p>}
              required
              mono
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              className="min-w-48 flex-1"
            />
          )}
        </div>

        <div className="flex flex-col gap-3 rounded-md border border-line p-3">
          <SegmentedChoice
            legend="Source"
            name="source_kind"
            value={values.sourceKind}
            options={SOURCE_KINDS}
            onChange={(sourceKind) => change({ sourceKind })}
          />
          {values.sourceKind === 'address' ? (
            <TextField
              ref={sourceInputRef}
              label="IP address or CIDR"
              description="A single IPv4 or IPv6 address, or a range in CIDR notation: the rule is for that address’s IP version."
              placeholder="203.0.113.0/24 or 2001:db8::/32"
              value={values.address}
              onChange={(event) => change({ address: event.target.value })}
              error={fieldError('source')}
              hint={
                <p role="status" className="text-xs text-warning-text">
                  {notices.join(' ')}
                </p>
              }
              required
              mono
              autoComplete="off"
              spellCheck={false}
            />
          ) : values.sourceKind === 'special' ? (
            <SelectField
              ref={sourceSelectRef}
              label="Provider"
              description="The provider's published address ranges, kept up to date by the platform, for the IP versions the platform applies them to."
              value={values.special}
              onChange={(event) => change({ special: event.target.value as RuleFormValues['special'] })}
              error={fieldError('source')}
            >
              <option value="" disabled>
                Choose a provider…
              </option>
              {SPECIAL_SUBNETS.map((special) => (
                <option key={special.value} value={special.value}>
                  {special.label} ({special.description})
                </option>
              ))}
            </SelectField>
          ) : listsAbsent ? (
            <TextField
              ref={sourceInputRef}
              label="IP list ID"
              description="This server does not list IP lists, so paste the ID of one of the team's lists."
              placeholder="00000000-0000-0000-0000-000000000000"
              value={values.ipListId}
              onChange={(event) => change({ ipListId: event.target.value })}
              error={fieldError('source')}
              required
              mono
              autoComplete="off"
              spellCheck={false}
            />
          ) : (
            <SelectField
              ref={sourceSelectRef}
              label="IP list"
              description="The rule follows the list: entries added later are allowed too. The platform decides which IP versions it covers."
              value={values.ipListId}
              onChange={(event) => change({ ipListId: event.target.value })}
              error={fieldError('source') ?? (ipLists.isError ? 'IP lists could not be loaded.' : undefined)}
              disabled={ipLists.isPending}
            >
              <option value="" disabled>
                {ipLists.isPending
                  ? 'Loading IP lists…'
                  : ipLists.data?.ip_lists.length === 0
                    ? 'This team has no IP lists'
                    : 'Choose an IP list…'}
              </option>
              {ipLists.data?.ip_lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name} ({list.entry_count} {list.entry_count === 1 ? 'entry' : 'entries'})
                </option>
              ))}
            </SelectField>
          )}
        </div>

        <TextField
          ref={descRef}
          label="Description"
          description="Optional: why this traffic is allowed."
          value={values.desc}
          onChange={(event) => change({ desc: event.target.value })}
          error={fieldError('desc')}
          hint={<CharacterCounter value={values.desc.trim()} max={RULE_DESC_MAX} />}
          autoComplete="off"
        />

        {formMessage ? <FormError code={formMessage.code}>{formMessage.message}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Add rule" pending={create.isPending} />
    </form>
  );
}
