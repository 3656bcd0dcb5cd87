import type { KnownErrorCode } from '../../api/errorCodes';
import { badRequest } from './failure';

/** Length as a person counts characters (code points), so an emoji is one, not two. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** A trimmed, non-empty name of at most `max` characters. */
export function checkName(text: string, max: number, tooLong: KnownErrorCode = 'NAME_TOO_LONG'): string {
  const name = text.trim();
  if (name === '') return badRequest('INVALID_NAME');
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
