import { errorMessage } from '../../lib/errorText';
import { isApiError, isCodeless } from './errors';

/** Where a refused request's error belongs on its form: a field, or `'form'` (above the buttons). */
export interface PlacedRefusal<F extends string> {
  field: F | 'form';
  message: string;
  /** The raw code of an ApiError (`HTTP_<status>` when the answer had none); the UI shows only the server's own. */
  code: string | undefined;
}

/** The fields a form's refusals stand on: by the answer's `err` code, or by status when it carried none. */
export interface RefusalFields<F extends string> {
  byCode?: Readonly<Partial<Record<string, F>>>;
  /** Most documented refusals carry no code: their status alone says which value they are about. */
  byCodelessStatus?: Readonly<Partial<Record<number, F>>>;
}

/**
 * A refusal placed on the field its code (or, code-less, its status) names, else on the form. Its words
 * are the error's own, chosen for its operation and status in operationErrors.ts, unless `messages`
 * words the code better for this form.
 */
export function placeRefusal<F extends string>(
  error: unknown,
  { byCode = {}, byCodelessStatus = {} }: RefusalFields<F>,
  messages: Readonly<Partial<Record<string, string>>> = {},
): PlacedRefusal<F> {
  if (!isApiError(error)) return { field: 'form', message: errorMessage(error), code: undefined };
  const { code, status } = error;
  const statusField = isCodeless(error, status) ? byCodelessStatus[status] : undefined;
  return {
    field: statusField ?? byCode[code] ?? 'form',
    message: (!statusField && messages[code]) || errorMessage(error),
    code,
  };
}
