import type { ReactNode } from 'react';
import { isOperationAbsent } from '../../api/errors/errors';
import { useIpLists } from '../../api/resources/ipLists';
import { SPECIAL_SUBNETS, type RuleIpType } from '../../lib/firewallRule';
import { SegmentedChoice } from '../../ui/controls/SegmentedChoice';
import { SelectField } from '../../ui/controls/SelectField';
import { TextField } from '../../ui/controls/TextField';
import { pasteAsList } from '../../ui/form/pasteAsList';
import type { useForm } from '../../ui/form/useForm';
import type { RuleFormValues } from './ruleForm';

/** What the rule fields need of a rule form, whatever it sends. */
type RuleFieldsForm = Pick<
  ReturnType<typeof useForm<RuleFormValues, unknown>>,
  'values' | 'field' | 'set' | 'register' | 'errorOf'
>;

/** The port of a TCP or UDP rule; for ICMP, which has no ports, a line saying so. */
export function RulePortField({ form, ipType }: { form: RuleFieldsForm; ipType: RuleIpType | null }) {
  return form.values.protocol === 'icmp' ? (
    <p className="max-w-52 pt-1 text-xs text-fg-subtle">
      ICMP has no ports: the rule allows every ICMP message{ipType === 'v6' ? ' (stored as ipv6-icmp)' : ''}.
    </p>
  ) : (
    <TextField
      {...form.field('port')}
      label="Port"
      hint={<p className="text-xs text-fg-subtle">443, or a range such as 8000:8080</p>}
      required
      mono
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      className="min-w-48 flex-1"
    />
  );
}

const SOURCE_KINDS = [
  { value: 'address', label: 'Address or CIDR' },
  { value: 'special', label: 'Provider' },
  { value: 'ipList', label: 'IP list' },
] as const;

/**
 * A rule's source: an address or CIDR, a provider's ranges, or one of the team's IP lists.
 * `addressNote` is read out under the address (what will be stored); with `onPasteSeveral`, a paste
 * of several addresses is taken as a list, one rule each.
 */
export function RuleSourceFields({
  teamId,
  form,
  addressNote,
  onPasteSeveral,
}: {
  teamId: string;
  form: RuleFieldsForm;
  addressNote: ReactNode;
  onPasteSeveral?: (value: string) => void;
}) {
  const ipLists = useIpLists(teamId);
  const listsAbsent = ipLists.isError && isOperationAbsent(ipLists.error);
  const { values } = form;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-line p-3">
      <SegmentedChoice
        legend="Source"
        name="source_kind"
        value={values.sourceKind}
        options={SOURCE_KINDS}
        onChange={(sourceKind) => form.set('sourceKind', sourceKind)}
      />
      {values.sourceKind === 'address' ? (
        <TextField
          {...form.field('address')}
          label="IP address or CIDR"
          description={`An IPv4 or IPv6 address, or a range in CIDR notation: the rule is for that address’s IP version.${
            onPasteSeveral ? ' Paste several, one per line or separated by commas, to add a rule for each.' : ''
          }`}
          placeholder="203.0.113.0/24 or 2001:db8::/32"
          hint={
            <p role="status" className="text-xs text-warning-text">
              {addressNote}
            </p>
          }
          onPaste={onPasteSeveral ? pasteAsList(onPasteSeveral) : undefined}
          required
          mono
          autoComplete="off"
          spellCheck={false}
        />
      ) : values.sourceKind === 'special' ? (
        <SelectField
          ref={form.register('special')}
          label="Provider"
          description="The provider's published address ranges, kept up to date by the platform, for the IP versions the platform applies them to."
          value={values.special}
          onChange={(event) => form.set('special', event.target.value as RuleFormValues['special'])}
          error={form.errorOf('special')}
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
          {...form.field('ipListId')}
          label="IP list ID"
          description="This server does not list IP lists, so paste the ID of one of the team's lists."
          placeholder="00000000-0000-0000-0000-000000000000"
          required
          mono
          autoComplete="off"
          spellCheck={false}
        />
      ) : (
        <SelectField
          {...form.field('ipListId')}
          label="IP list"
          description="The rule follows the list: entries added later are allowed too. The platform decides which IP versions it covers."
          error={form.errorOf('ipListId') ?? (ipLists.isError ? 'IP lists could not be loaded.' : undefined)}
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
  );
}
