import { messageForCode } from './errorCodes';

/** Every failed call, whatever went wrong, reaches the UI as one of these. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The API's `err` code, or `HTTP_<status>` when the body carried none, or `NETWORK_ERROR`. */
  readonly code: string;
  /** Milliseconds the server asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(init: { status: number; code: string; message?: string; retryAfterMs?: number }) {
    super(init.message ?? messageForCode(init.code));
    this.status = init.status;
    this.code = init.code;
    this.retryAfterMs = init.retryAfterMs;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const STATUS_SENTENCES: Record<number, string> = {
  400: 'The server refused the request as invalid.',
  401: 'Your token was not accepted. Sign in again with a valid API token.',
  403: 'You do not have permission to do this.',
  404: 'The server does not offer this, or it no longer exists.',
  405: 'The server does not offer this operation.',
  409: 'The request conflicts with the current state. Refresh and try again.',
  429: 'Too many requests. Wait a moment, then try again.',
  501: 'The server does not offer this operation.',
  502: 'The API gateway could not reach the service. Try again in a moment.',
  503: 'The service is unavailable right now. Try again in a moment.',
  504: 'The service took too long to answer. Try again in a moment.',
};

/** The error for a non-2xx answer, from its status and (parsed) body. */
export function errorFromResponse(status: number, body: unknown, retryAfterMs?: number): ApiError {
  const err = typeof body === 'object' && body !== null ? (body as { err?: unknown }).err : undefined;
  if (typeof err === 'string' && err.trim() !== '') {
    return new ApiError({ status, code: err.trim(), retryAfterMs });
  }
  const message =
    STATUS_SENTENCES[status] ?? (status >= 500 ? 'The server hit an error. Try again.' : `The server answered HTTP ${status}.`);
  return new ApiError({ status, code: `HTTP_${status}`, message, retryAfterMs });
}

/**
 * An extension endpoint the server does not have. A 404 that carries an `err` code is a
 * missing *resource*; a bare 404, a 405 or a 501 means the route itself is not there.
 */
export function isExtensionAbsent(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 405 || error.status === 501) return true;
  return error.status === 404 && error.code === 'HTTP_404';
}

/** Parses Retry-After (delta-seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
