import type { ApiError } from '../api/errors/errors';
import { errorFromResponse } from '../api/errors/errorWording';
import { isItemTemplate, sentenceFor } from '../api/errors/operationErrors';

/** The error the transport makes of a code-less answer of `method template` (e.g. `POST`, `/ssh_keys`). */
export function codelessError(method: string, template: string, status: number): ApiError {
  return errorFromResponse(status, {}, undefined, { method, template, item: isItemTemplate(template) });
}

/** The sentence the central table gives that answer, for tests that check a form shows it. */
export function centralSentence(method: string, template: string, status: number): string {
  return sentenceFor({ method, template, item: isItemTemplate(template) }, status);
}

/** Where a form places a code-less answer of `status`: above its buttons, reading `message`. */
export function formLevelRefusal(status: number, message: string) {
  return { field: 'form', code: `HTTP_${status}`, message };
}
