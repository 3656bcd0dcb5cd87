import { isApiError, isCodeless } from '../../api/errors';
import type { RuleDraft, RuleDraftErrors, RuleProtocol, SpecialSubnet } from '../../lib/firewallRule';
import { errorMessage } from '../../lib/errorText';

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

/** Which field a problem belongs on before the user has tried to submit: only what they have typed is judged. */
export function visibleDraftErrors(
  errors: RuleDraftErrors,
  values: RuleFormValues,
  submitted: boolean,
): RuleDraftErrors {
  if (submitted) return errors;
  const shown: RuleDraftErrors = {};
  if (errors.port && values.port.trim() !== '') shown.port = errors.port;
  if (errors.source && values.sourceKind === 'address' && values.address.trim() !== '') shown.source = errors.source;
  if (errors.source && values.sourceKind === 'ipList' && values.ipListId.trim() !== '') shown.source = errors.source;
  if (errors.desc) shown.desc = errors.desc;
  // The duplicate is flagged as soon as the draft is complete, before any request.
  if (errors.form) shown.form = errors.form;
  return shown;
}

export interface PlacedRuleError {
  field: RuleField;
  message: string;
  code: string | undefined;
}

const FIELD_OF_CODE: Record<string, RuleField> = {
  INVALID_PORT: 'port',
  PORT_NOT_ALLOWED: 'port',
  INVALID_SUBNET: 'source',
  INVALID_SUBNET_SIZE: 'source',
  IP_LIST_NOT_FOUND: 'source',
  DESCRIPTION_TOO_LONG: 'desc',
};

/**
 * A refusal of the server, on the field its code names, else above the buttons. The API documents
 * its refusals without codes (400: invalid or duplicate rule; 404: no such group): their words are
 * the error's own (api/operationErrors.ts); the form only adds that the rules were reread after a 400.
 */
export function placeRuleError(error: unknown): PlacedRuleError {
  const code = isApiError(error) ? error.code : undefined;
  const field = (code && FIELD_OF_CODE[code]) || 'form';
  let message = errorMessage(error);
  if (code === 'NOT_FOUND') message = 'This firewall group no longer exists, or it belongs to another team.';
  // Any 400 rereads the group's rules (api/firewalls.ts): a duplicate added elsewhere is then in view.
  if (isCodeless(error, 400)) message = `${message} The list has been refreshed.`;
  if (code === 'DUPLICATE_RULE') message = `${message} Another session may have added it; the list has been refreshed.`;
  return { field, message, code };
}
