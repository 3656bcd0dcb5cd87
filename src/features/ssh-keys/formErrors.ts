import { placeRefusal } from '../../api/errors/refusals';
import type { PlacedError } from '../../ui/form/useForm';

export type SshKeyField = 'name' | 'ssh_key';

/**
 * Where an API error belongs on the SSH key form: on a field when the code names one, else above the
 * buttons. A code-less refusal names no field; its words are the operation's (see api/operationErrors.ts).
 */
export function placeApiError(error: unknown): PlacedError<SshKeyField> {
  return placeRefusal(error, { byCode: { INVALID_SSH_KEY: 'ssh_key', NAME_TOO_LONG: 'name', INVALID_NAME: 'name' } });
}
