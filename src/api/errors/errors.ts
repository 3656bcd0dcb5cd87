import { supportCode } from '../../lib/errorText';
import type { Operation } from './operationErrors';

/**
 * The words of the errors raised before any answer arrived, when the wording module may not load
 * (errorWordingLoader.ts). The same sentences as src/contract/errorCodes.ts (a test keeps them equal).
 */
export const EARLY_MESSAGES: Readonly<Record<string, string>> = {
  NETWORK_ERROR: 'The API could not be reached. Check your connection and try again.',
  OFFLINE: 'You are offline: nothing was sent. Try again once the connection is back.',
  INVALID_RESPONSE: 'The server answered with something that is not the API. Check the API base URL in config.json.',
};

/**
 * What the wording module (errorWording.ts) offers once it has loaded (errorWordingLoader.ts loads it on
 * the first failure): the words of every code, and of every operation per status.
 */
export interface ErrorWording {
  /** The operation a request performs (method and path template, read below the API base). */
  operationOf(method: string, url: string, baseUrl: string): Operation;
  /** The error for a non-2xx answer, worded by its code or, lacking one, by its operation and status. */
  errorFromResponse(status: number, body: unknown, retryAfterMs?: number, operation?: Operation): ApiError;
  /** The same 401, worded as a lack of permission: the token still works elsewhere. */
  permissionError(error: ApiError): ApiError;
  /** The sentence for a code; an unknown code is itself. */
  messageForCode(code: string): string;
  /** The sentence for a code-less answer of `operation` with `status`. */
  sentenceFor(operation: Operation | undefined, status: number): string;
}

let installed: ErrorWording | undefined;

/** Called once by the wording module as it runs, however it was reached (a lazy route imports it too). */
export function installErrorWording(wording: ErrorWording): void {
  installed = wording;
}

/**
 * The wording when it has loaded: errors built then get their final words at once. An ApiError of an
 * answer was built after it loaded (unless the load failed), so a page rewording such an error may
 * read it here rather than import the tables.
 */
export function installedErrorWording(): ErrorWording | undefined {
  return installed;
}

/** The sentence for a code: the wording module's once loaded, else an early one, else the code itself. */
function messageOf(code: string): string {
  return installedErrorWording()?.messageForCode(code) ?? EARLY_MESSAGES[code] ?? code;
}

/** Every failed call, whatever went wrong, reaches the UI as one of these. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The API's `err` code, or `HTTP_<status>` when the body carried none, or `NETWORK_ERROR`. */
  readonly code: string;
  /** Milliseconds the server asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;
  /** The operation that failed, when the answer came from the API (not for network failures). */
  readonly operation: Operation | undefined;
  /**
   * The contract gives this status of `operation` a meaning of its own (a 404 on `POST /network/vpcs`
   * is an unknown location), decided when the error is built (errorWording.ts).
   */
  readonly statusDocumented: boolean;

  constructor(init: {
    status: number;
    code: string;
    message?: string;
    retryAfterMs?: number;
    operation?: Operation;
    statusDocumented?: boolean;
  }) {
    super(init.message ?? messageOf(init.code));
    this.status = init.status;
    this.code = init.code;
    this.retryAfterMs = init.retryAfterMs;
    this.operation = init.operation;
    this.statusDocumented = init.statusDocumented ?? false;
  }

  /** The code a person may quote to support: the server's own, not `HTTP_<status>` (see lib/errorText). */
  get supportCode(): string | undefined {
    return supportCode(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code an ApiError carries when the server's answer had none. */
export const codelessCode = (status: number) => `HTTP_${status}`;

/**
 * A refusal with this status whose answer carried no code, as most of the provider's documented
 * errors are: the form decides where it goes from the status, its words come with the error.
 */
export function isCodeless(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status && error.code === codelessCode(status);
}

/** The `err` code of an error body; some servers name the key `error`, which is read when it holds a code. */
export function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { err, error } = body as { err?: unknown; error?: unknown };
  if (typeof err === 'string' && err.trim() !== '') return err.trim();
  if (typeof error === 'string' && /^[A-Z][A-Z0-9_]*$/.test(error.trim())) return error.trim();
  return undefined;
}

/**
 * The error for a non-2xx answer when the wording module could not load: its code and status kept,
 * worded plainly (errorWording.ts words it properly once it loads).
 */
export function plainlyWordedError(status: number, body: unknown, retryAfterMs?: number): ApiError {
  return new ApiError({
    status,
    code: codeOf(body) ?? codelessCode(status),
    message:
      status >= 500
        ? 'The server hit an error. Try again.'
        : 'The server could not carry out this request. Try again; if it keeps failing, contact support.',
    retryAfterMs,
  });
}

/** Errors the capability check found to be an absent operation although their answer alone did not say so. */
const judgedAbsent = new WeakSet<ApiError>();

/** Records that `error` came from an operation the server turned out not to have (capabilities.ts). */
export function markOperationAbsent(error: ApiError): void {
  judgedAbsent.add(error);
}

/**
 * An optional operation (one beyond the spec's 23) the server does not have: a 405 or a 501, or a
 * 404 without `err` on a collection path whose 404 the contract gives no meaning of its own. A 404 on
 * an item path (`/ssh_keys/{ssh_key_id}`) is a missing item, never an absent operation; the capability
 * store may still judge one absent after asking the collection (see capabilities.ts).
 */
export function isOperationAbsent(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (judgedAbsent.has(error)) return true;
  if (error.status === 405 || error.status === 501) return true;
  if (!isCodeless(error, 404) || error.operation === undefined) return false;
  return !error.operation.item && !error.statusDocumented;
}

/** A 404 that means the thing asked for is missing (with or without a code), not an absent operation. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && !isOperationAbsent(error);
}

/** Parses Retry-After (delta-seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
