import type { ApiError } from './errors';
import type { Operation } from './operationErrors';

/**
 * The words of failed calls (every code's sentence, every operation's sentence per status) are
 * text no page needs to paint (its size: docs/performance.md), so they stay out of the first route: the transport and
 * the uploader load them on their error path, and this module holds the one loaded copy. Errors
 * raised before any answer arrived (no network, offline, not the API) carry words of their own
 * (errors.ts): loading a chunk is exactly what may fail then.
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
let loading: Promise<ErrorWording> | undefined;

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

/**
 * The wording, loaded once. A failed load (a dropped connection, a release that replaced the chunk)
 * is forgotten, so the next error tries again; meanwhile the caller words its error plainly.
 */
export function loadErrorWording(): Promise<ErrorWording> {
  if (installed !== undefined) return Promise.resolve(installed);
  loading ??= import('./errorWording').then(
    (module) => module.errorWording,
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  );
  return loading;
}

/** Starts loading the wording without waiting for it, for a request likely to be refused (a write). */
export function preloadErrorWording(): void {
  loadErrorWording().catch(() => undefined);
}
