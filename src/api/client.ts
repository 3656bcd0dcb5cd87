import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { queryClient } from './queryClient';
import { getToken, reportUnauthorized } from './session';
import { createTransport } from './transport';

export type ApiClient = Client<paths>;

let client: ApiClient | null = null;

/** Builds the one typed client; called at start-up once the runtime config is known. */
export function configureApi(options: { baseUrl: string; fetch?: typeof globalThis.fetch }): ApiClient {
  const transport = createTransport({
    getToken,
    onUnauthorized: (tokenUsed) => reportUnauthorized(tokenUsed, () => queryClient.clear()),
    fetch: options.fetch,
  });
  client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: transport });
  return client;
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
