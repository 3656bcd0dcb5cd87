import { isApiError } from '../../api/errors';
import { errorMessage } from '../../lib/errorText';
import type { PlacedError } from '../../ui/form/useForm';

export type SshKeyField = 'name' | 'ssh_key';

const FIELD_OF_CODE: Record<string, SshKeyField> = {
  INVALID_SSH_KEY: 'ssh_key',
  NAME_TOO_LONG: 'name',
  INVALID_NAME: 'name',
};

/**
 * Where an API error belongs on the SSH key form: on a field when the code names one, else above the
 * buttons. A code-less refusal names no field; its words are the operation's (see api/operationErrors.ts).
 */
export function placeApiError(error: unknown): PlacedError<SshKeyField> {
  const code = isApiError(error) ? error.code : undefined;
  const field = (code && FIELD_OF_CODE[code]) || 'form';
  return { field, message: errorMessage(error), code };
}
