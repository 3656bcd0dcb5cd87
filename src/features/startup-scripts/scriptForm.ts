import { placeRefusal } from '../../api/errors/refusals';
import type { PlacedError as PlacedFormError } from '../../ui/form/useForm';
import { isBlankName } from '../../lib/text';

export interface ScriptValues {
  name: string;
  content: string;
}

type ScriptField = 'name' | 'content';

export type PlacedError = PlacedFormError<ScriptField>;

/**
 * Where an API error belongs on the script form: the name field when the code names it, else the form.
 * A code-less refusal names no field; its words are the operation's (see api/operationErrors.ts).
 */
export function placeScriptError(error: unknown): PlacedError {
  return placeRefusal(error, { byCode: { NAME_TOO_LONG: 'name', INVALID_NAME: 'name' } });
}

/** What the user typed, checked before sending: a name is required (the content may be empty). */
export function nameProblem(name: string): string | undefined {
  return isBlankName(name) ? 'Enter a name for this script.' : undefined;
}

/** The POST body (endpoint 4). The name is trimmed; the content is sent exactly as typed. */
export function createBody(values: ScriptValues): ScriptValues {
  return { name: values.name.trim(), content: values.content };
}

/**
 * The PATCH body, or null when nothing changed. The API requires the name and the content together,
 * so both are sent whatever the user changed (the name trimmed, the content exactly as typed).
 */
export function scriptUpdate(original: ScriptValues, values: ScriptValues): ScriptValues | null {
  const name = values.name.trim();
  if (name === original.name && values.content === original.content) return null;
  return { name, content: values.content };
}

export function isDirty(initial: ScriptValues, values: ScriptValues): boolean {
  return initial.name !== values.name || initial.content !== values.content;
}

/** Line numbers for the editor's gutter, one per line ("1\n2\n3"). */
export function lineNumbers(content: string): string {
  let count = 1;
  for (let index = content.indexOf('\n'); index !== -1; index = content.indexOf('\n', index + 1)) count += 1;
  let text = '1';
  for (let line = 2; line <= count; line += 1) text += `\n${line}`;
  return text;
}
