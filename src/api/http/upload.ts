import { errorOfAnswer } from '../errors/answerError';
import { apiRoot } from './apiRoot';
import { ApiError, parseRetryAfter } from '../errors/errors';
import { preloadErrorWording } from '../errors/errorWordingLoader';
import type { UnauthorizedVerdict } from '../errors/answerError';
import { browserIsOnline } from '../../browser/online';

/**
 * Multipart uploads with progress. The typed client runs on fetch, which reports no upload progress,
 * so a file goes through XMLHttpRequest instead. It carries what the transport (transport.ts) adds
 * to every request — the bearer token, `Accept: application/json` — and fails with the same ApiError,
 * worded for its operation. Never retried: an upload is a POST, and a repeated one stores twice.
 */

/** Bytes sent so far; `total` is unknown when the browser cannot tell the body's length. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

interface UploadRequest {
  /** The path below the API base, e.g. `/measured-boot-images`. */
  path: string;
  form: FormData;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** The part of XMLHttpRequest an upload uses (tests hand in a fake). */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface UploaderOptions {
  /** The API's base URL (absolute, or relative to the page), as the typed client has it. */
  baseUrl: string;
  getToken: () => string | null;
  /** As the transport's: what a 401 turned out to mean. */
  onUnauthorized: (tokenUsed: string | null) => Promise<UnauthorizedVerdict> | UnauthorizedVerdict | void;
  isOnline?: () => boolean;
  createXhr?: () => UploadXhr;
}

export type Uploader = <T>(request: UploadRequest) => Promise<T>;

function abortError(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError');
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The page's own address, to read a relative base URL against (there is none outside a browser). */
function pageAddress(): string {
  return globalThis.location?.href ?? 'http://localhost/';
}

export function createUploader(options: UploaderOptions): Uploader {
  const isOnline = options.isOnline ?? browserIsOnline;
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const baseUrl = apiRoot(options.baseUrl);

  return async function upload<T>({ path, form, signal, onProgress }: UploadRequest): Promise<T> {
    if (signal?.aborted) throw abortError(signal);
    // Like every write, refused before it is sent while the browser says it is offline.
    if (!isOnline()) throw new ApiError({ status: 0, code: 'OFFLINE' });
    const url = `${baseUrl}${path}`;
    preloadErrorWording();
    const token = options.getToken();

    const answer = await new Promise<{ status: number; text: string; retryAfter: string | null; json: boolean }>(
      (resolve, reject) => {
        const xhr = createXhr();
        const onAbort = () => xhr.abort();
        const settle = () => signal?.removeEventListener('abort', onAbort);
        xhr.open('POST', url);
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) =>
          onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
        xhr.onload = () => {
          settle();
          resolve({
            status: xhr.status,
            text: xhr.responseText,
            retryAfter: xhr.getResponseHeader('Retry-After'),
            json: /\bjson\b/i.test(xhr.getResponseHeader('Content-Type') ?? ''),
          });
        };
        xhr.onerror = xhr.ontimeout = () => {
          settle();
          reject(new ApiError({ status: 0, code: 'NETWORK_ERROR' }));
        };
        xhr.onabort = () => {
          settle();
          reject(abortError(signal));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        xhr.send(form);
      },
    );

    if (answer.status >= 200 && answer.status < 300) {
      if (answer.text.trim() === '') return undefined as T;
      // Typically a proxy or SPA fallback answering with HTML: the API base URL is wrong.
      if (!answer.json) throw new ApiError({ status: answer.status, code: 'INVALID_RESPONSE' });
      return parseBody(answer.text) as T;
    }
    throw await errorOfAnswer(
      { status: answer.status, body: parseBody(answer.text), retryAfterMs: parseRetryAfter(answer.retryAfter) },
      { method: 'POST', url: new URL(url, pageAddress()).href, baseUrl },
      () => options.onUnauthorized(token),
    );
  };
}
