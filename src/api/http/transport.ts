import { ApiError, parseRetryAfter } from '../errors/errors';
import { errorOfAnswer, type UnauthorizedVerdict } from '../errors/answerError';
import { preloadErrorWording } from '../errors/errorWordingLoader';
import { browserIsOnline } from '../../browser/online';
import { claimEarlyRead } from './earlyReads';

/**
 * The one place a request meets the network: it adds the credential, retries what is
 * safe to retry, and turns every failure into an ApiError.
 *
 * Retry policy (docs/api-notes.md, "What is retried"): idempotent methods retry 429, 5xx and network failures with
 * exponential backoff, honouring Retry-After; 4xx are never retried; POST and PATCH are
 * never retried automatically, because a repeated create or action is not harmless.
 *
 * Offline policy: a write (anything but GET/HEAD/OPTIONS) is refused before it is sent while the
 * browser says it is offline, so nothing is queued to fire later when the user has moved on.
 *
 * Every error of an answer knows its operation (method and path template, the path read below
 * `baseUrl`), so a code-less answer is explained in words chosen for that operation
 * (operationErrors.ts). Those words load on the first failure (errorWordingLoader.ts): a success
 * never waits for them, and a write, the likeliest to be refused, starts loading them as it is sent.
 */
export interface TransportOptions {
  getToken: () => string | null;
  /**
   * Called on every 401 with the token the request carried. It may answer, once it knows, whether
   * the token was refused or the user only lacks permission here ('permission'); the failed call's
   * error then says so.
   */
  onUnauthorized: (tokenUsed: string | null) => Promise<UnauthorizedVerdict> | UnauthorizedVerdict | void;
  /** The API's base URL (absolute, or relative to the page); paths below it name the operation. */
  baseUrl?: string;
  /** Retries after the first attempt, for idempotent methods. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  fetch?: typeof globalThis.fetch;
  /** Whether the browser has a network; `navigator.onLine` by default. */
  isOnline?: () => boolean;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isJsonResponse(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return /\bjson\b/i.test(type);
}

export function createTransport(options: TransportOptions): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 400;
  const maxDelayMs = options.maxDelayMs ?? 20_000;
  const sleep = options.sleep ?? abortableSleep;
  const isOnline = options.isOnline ?? browserIsOnline;

  return async function transport(original: Request): Promise<Response> {
    const token = options.getToken();
    const headers = new Headers(original.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    const request = new Request(original, { headers });
    if (!READ_METHODS.has(request.method)) preloadErrorWording();
    const retries = IDEMPOTENT_METHODS.has(request.method) ? maxRetries : 0;
    const doFetch = options.fetch ?? ((input: Request) => globalThis.fetch(input));

    for (let attempt = 0; ; attempt += 1) {
      if (!READ_METHODS.has(request.method) && !isOnline()) {
        // A retry that finds the network gone cannot tell whether the first attempt arrived.
        throw new ApiError({ status: 0, code: attempt === 0 ? 'OFFLINE' : 'NETWORK_ERROR' });
      }
      let response: Response;
      try {
        // A read the boot already sent for this page (earlyReads.ts) answers the first attempt.
        const early = attempt === 0 && request.method === 'GET' ? claimEarlyRead(request.url, token) : undefined;
        response = await (early ?? doFetch(request.clone()));
      } catch (cause) {
        if (request.signal.aborted) throw cause;
        if (attempt < retries) {
          await sleep(backoff(attempt), request.signal);
          continue;
        }
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
      }

      if (response.ok) {
        if (response.status !== 204 && !isJsonResponse(response) && (await hasBody(response))) {
          // Typically a proxy or SPA fallback answering with HTML: the API base URL is wrong.
          throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE' });
        }
        return response;
      }

      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
      if (attempt < retries && isRetryableStatus(response.status)) {
        // Not awaited: some fetch implementations never settle cancel() on a finished body.
        response.body?.cancel().catch(() => undefined);
        await sleep(Math.min(retryAfterMs ?? backoff(attempt), maxDelayMs), request.signal);
        continue;
      }

      const body = await readBody(response);
      throw await errorOfAnswer(
        { status: response.status, body, retryAfterMs },
        { method: request.method, url: request.url, baseUrl: options.baseUrl ?? '/' },
        () => options.onUnauthorized(token),
      );
    }
  };

  function backoff(attempt: number): number {
    const exponential = baseDelayMs * 2 ** attempt;
    // Jitter spreads the retries of many tabs hitting the same rate limit.
    return Math.min(maxDelayMs, exponential / 2 + Math.random() * (exponential / 2));
  }
}

async function hasBody(response: Response): Promise<boolean> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return text.trim() !== '';
}
