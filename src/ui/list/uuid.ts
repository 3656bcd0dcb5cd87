import { isUuid } from '../../lib/uuid';

/**
 * What the user pasted, cleaned (spaces, surrounding quotes or braces dropped, lower case), or the
 * sentence to show on the field when it is not an id.
 */
export function readUuid(input: string): { ok: true; id: string } | { ok: false; message: string } {
  const value = input
    .trim()
    .replace(/^["'{<]+|["'}>]+$/g, '')
    .trim();
  if (value === '') return { ok: false, message: 'Enter an ID.' };
  if (!isUuid(value))
    return {
      ok: false,
      message: 'An ID looks like 3f2b8c1e-5d4a-4e9f-a1b2-c3d4e5f60718 (32 hexadecimal digits in groups of 8-4-4-4-12).',
    };
  return { ok: true, id: value.toLowerCase() };
}
