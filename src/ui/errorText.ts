import { isApiError } from '../api/errors';

/** The sentence to show for any thrown value; ApiError already carries a plain one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something unexpected happened. Try again.';
}

/**
 * The machine code worth showing next to the sentence (for support), when it adds anything. A code-less
 * answer's `HTTP_<status>` is not shown: the sentence already says what the status meant for the operation.
 */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? supportCode(error.code) : undefined;
}

/** A code as shown to a person: the server's own codes, never a bare `HTTP_<status>`. */
export function supportCode(code: string | undefined): string | undefined {
  return code === undefined || /^HTTP_\d+$/.test(code) ? undefined : code;
}
