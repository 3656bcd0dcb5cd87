import { isCodeless } from '../../api/errors/errors';
import { placeRefusal } from '../../api/errors/refusals';
import type {
  FirewallRuleCreateBody,
  RuleDraft,
  RuleDraftErrors,
  RuleDraftResult,
  RuleProtocol,
  SpecialSubnet,
} from '../../lib/firewallRule';
import type { Checked, PlacedError } from '../../ui/form/useForm';

/** What the add-rule form holds: every source kind keeps its own value, so switching back loses nothing. */
export interface RuleFormValues {
  protocol: RuleProtocol;
  port: string;
  sourceKind: 'address' | 'special' | 'ipList';
  address: string;
  special: SpecialSubnet | '';
  ipListId: string;
  desc: string;
}

export const EMPTY_RULE_FORM: RuleFormValues = {
  protocol: 'tcp',
  port: '',
  sourceKind: 'address',
  address: '',
  special: '',
  ipListId: '',
  desc: '',
};

export function draftOf(values: RuleFormValues): RuleDraft {
  const source: RuleDraft['source'] =
    values.sourceKind === 'address'
      ? { kind: 'address', text: values.address }
      : values.sourceKind === 'special'
        ? // An unchosen provider is caught by validateRuleDraft ("Choose a provider.").
          { kind: 'special', name: values.special as SpecialSubnet }
        : { kind: 'ipList', listId: values.ipListId };
  return { protocol: values.protocol, port: values.port, source, desc: values.desc };
}

export type RuleField = keyof RuleDraftErrors;

/** Where a problem with the source shows: on the value that holds the chosen kind of source. */
const SOURCE_FIELD = { address: 'address', special: 'special', ipList: 'ipListId' } as const;

/** The rule to send, or the problems of the form's values (the duplicate, about no one field, aside). */
export function checkedRule(
  values: RuleFormValues,
  result: RuleDraftResult,
): Checked<keyof RuleFormValues, FirewallRuleCreateBody> {
  if (result.ok) return { ok: true, body: result.body };
  const { port, source, desc } = result.errors;
  return { ok: false, problems: { port, desc, [SOURCE_FIELD[values.sourceKind]]: source } };
}

/** Before the first submit only what the user has typed is judged; a provider is judged on submit. */
export const RULE_JUDGE = { port: 'as-typed', address: 'as-typed', ipListId: 'as-typed', desc: 'as-typed' } as const;

/** A refusal on the value its field is shown on. */
export function placeRuleErrorOn(error: unknown, values: RuleFormValues): PlacedError<keyof RuleFormValues> {
  const placed = placeRuleError(error);
  return { ...placed, field: placed.field === 'source' ? SOURCE_FIELD[values.sourceKind] : placed.field };
}

const FIELD_OF_CODE = {
  INVALID_PORT: 'port',
  PORT_NOT_ALLOWED: 'port',
  INVALID_SUBNET: 'source',
  INVALID_SUBNET_SIZE: 'source',
  IP_LIST_NOT_FOUND: 'source',
  DESCRIPTION_TOO_LONG: 'desc',
} as const;

/**
 * A refusal of the server, on the field its code names, else above the buttons. The API documents
 * its refusals without codes (400: invalid or duplicate rule; 404: no such group): their words are
 * the error's own (api/operationErrors.ts); the form only adds that the rules were reread after a 400.
 */
export function placeRuleError(error: unknown): PlacedError<RuleField> {
  const placed = placeRefusal<RuleField>(
    error,
    { byCode: FIELD_OF_CODE },
    { NOT_FOUND: 'This firewall group no longer exists, or it belongs to another team.' },
  );
  // Any 400 rereads the group's rules (api/firewalls.ts): a duplicate added elsewhere is then in view.
  if (isCodeless(error, 400)) return { ...placed, message: `${placed.message} The list has been refreshed.` };
  if (placed.code === 'DUPLICATE_RULE') {
    return { ...placed, message: `${placed.message} Another session may have added it; the list has been refreshed.` };
  }
  return placed;
}
