/**
 * How any thrown value reads to a person. The API client's errors already carry a plain sentence and,
 * when the server gave one, a code worth quoting to support (`supportCode`); other errors are read by
 * their message. Nothing here knows the client: an error opts in by carrying those two fields.
 */

/** The sentence to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something unexpected happened. Try again.';
}

/** The machine code worth showing next to the sentence (for support), when the error offers one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('supportCode' in error)) return undefined;
  return typeof error.supportCode === 'string' ? supportCode(error.supportCode) : undefined;
}

/**
 * A code as shown to a person: the server's own codes, never a bare `HTTP_<status>`: for an answer
 * without a code, the sentence already says what the status meant for the operation.
 */
export function supportCode(code: string | undefined): string | undefined {
  return code === undefined || /^HTTP_\d+$/.test(code) ? undefined : code;
}
