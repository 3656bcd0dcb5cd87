import { isApiError } from '../../api/errors';
import { errorMessage } from '../../lib/errorText';

export type SshKeyField = 'name' | 'ssh_key';

/**
 * Where an API error belongs on the SSH key form: on a field when the code names one, else above the
 * buttons. A code-less refusal names no field; its words are the operation's (see api/operationErrors.ts).
 */
export interface PlacedError {
  field: SshKeyField | 'form';
  message: string;
  code: string | undefined;
}

const FIELD_OF_CODE: Record<string, SshKeyField> = {
  INVALID_SSH_KEY: 'ssh_key',
  NAME_TOO_LONG: 'name',
  INVALID_NAME: 'name',
};

export function placeApiError(error: unknown): PlacedError {
  const code = isApiError(error) ? error.code : undefined;
  const field = (code && FIELD_OF_CODE[code]) || 'form';
  return { field, message: errorMessage(error), code };
}
