import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../schema.gen';
import { apiRoot } from './apiRoot';
import { queryClient } from '../cache/queryClient';
import { getToken, reportUnauthorized, type TokenCheck } from '../session/session';
import { createTransport } from './transport';
import type { UploaderOptions } from './upload';

export type ApiClient = Client<paths>;

let client: ApiClient | null = null;
let configuredBaseUrl: string | null = null;
let uploadSettings: UploaderOptions | null = null;

/** Builds the one typed client; called at start-up once the runtime config is known. */
export function configureApi(options: { baseUrl: string; fetch?: typeof globalThis.fetch }): ApiClient {
  const baseUrl = apiRoot(options.baseUrl);
  configuredBaseUrl = baseUrl;
  const onUnauthorized = (tokenUsed: string | null) =>
    reportUnauthorized(tokenUsed, {
      checkToken: (token) => checkToken(baseUrl, token, options.fetch),
      clearCache: () => queryClient.clear(),
    });
  const transport = createTransport({ getToken, baseUrl, onUnauthorized, fetch: options.fetch });
  uploadSettings = { getToken, baseUrl, onUnauthorized };
  client = createClient<paths>({ baseUrl, fetch: transport });
  return client;
}

const CHECK_TIMEOUT_MS = 10_000;

/**
 * Whether the API still accepts `token`, from one read that every server has and that needs no team
 * (endpoint 22, `GET /os_templates`). Sent outside the transport: its 401 must not start another check,
 * and it is not retried (a burst of 401s waits on it).
 */
export async function checkToken(
  baseUrl: string,
  token: string,
  fetchImpl?: typeof globalThis.fetch,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<TokenCheck> {
  try {
    const response = await (fetchImpl ?? globalThis.fetch)(
      new Request(`${baseUrl}/os_templates`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        // Every call that got a 401 waits on this answer: a check that hangs must not hold them all.
        signal: AbortSignal.timeout(timeoutMs),
      }),
    );
    response.body?.cancel().catch(() => undefined);
    if (response.ok) return 'accepted';
    return response.status === 401 ? 'refused' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * What an upload (upload.ts) needs to be sent like the typed client's requests. Only the settings
 * live here, so the uploader itself loads with the pages that upload, not with the first route.
 */
export function uploadOptions(): UploaderOptions {
  if (!uploadSettings) throw new Error('configureApi() must run before the first upload.');
  return uploadSettings;
}

/** Where the API's paths are appended, as configured (relative to the page when the config says so). */
export function apiBaseUrl(): string {
  if (configuredBaseUrl === null) throw new Error('configureApi() must run before the first API call.');
  return configuredBaseUrl;
}

export function api(): ApiClient {
  if (!client) throw new Error('configureApi() must run before the first API call.');
  return client;
}

/**
 * openapi-fetch hands back `{data, error}`; our transport already threw for every
 * non-2xx, so reaching here means success and `data` is the parsed body (or undefined).
 */
export async function call<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data } = await pending;
  return data as T;
}
