import type { KnownErrorCode } from '../../contract/errorCodes';
import { characterCount, isBlankName } from '../../lib/text';
import { badRequest } from './failure';

export { characterCount, isBlankName } from '../../lib/text';

/**
 * A trimmed name of at most `max` characters with at least one visible character: a name made
 * only of zero-width or control characters would show as an empty cell, so it is refused like "".
 */
export function checkName(text: string, max: number, tooLong: KnownErrorCode = 'NAME_TOO_LONG'): string {
  const name = text.trim();
  if (isBlankName(name)) return badRequest('INVALID_NAME');
  if (characterCount(name) > max) return badRequest(tooLong);
  return name;
}

export function checkDescription(text: string, max: number): string {
  if (characterCount(text) > max) return badRequest('DESCRIPTION_TOO_LONG');
  return text;
}

/** Names of most resources; the spec fixes no limit, so the common description limit is reused. */
export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 255;
