import { apiRoot } from './apiRoot';

/**
 * Reads started at boot, before the page that needs them has loaded its code (bootPage.ts), and
 * handed to that page's own request when it asks for the same address with the same token: the
 * page's code and its data then arrive in one round instead of two. Each answer is used once; one
 * nobody asked for within a few seconds is dropped, so a page that changed its mind reads afresh.
 */
const UNCLAIMED_MS = 15_000;

interface EarlyRead {
  token: string;
  response: Promise<Response>;
  timer: ReturnType<typeof setTimeout>;
}

const reads = new Map<string, EarlyRead>();

const drop = (url: string) => {
  const read = reads.get(url);
  if (!read) return;
  reads.delete(url);
  clearTimeout(read.timer);
  read.response.then((response) => response.body?.cancel()).catch(() => undefined);
};

/** Sends a GET of `url` (absolute, or relative to the page) now, as the client would (bearer token, JSON), for the page to claim. */
export function startEarlyRead(url: string, token: string, fetchImpl: typeof fetch = globalThis.fetch): void {
  const request = new Request(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  // Keyed by the resolved address, as the client's own Request will carry it.
  if (reads.has(request.url)) return;
  const response = fetchImpl(request);
  // A failure is the page's to see when it claims the read; unclaimed, it must not be reported unhandled.
  response.catch(() => undefined);
  reads.set(request.url, { token, response, timer: setTimeout(() => drop(request.url), UNCLAIMED_MS) });
}

/**
 * Sends the GETs a page is about to make (paths below the API's base URL, as the typed client writes
 * them) while its code still downloads, addressed as the client will address them (client.ts).
 */
export function startEarlyReads(baseUrl: string, paths: readonly string[], token: string): void {
  for (const path of paths) startEarlyRead(`${apiRoot(baseUrl)}${path}`, token);
}

/** The early answer for a GET of `url` with `token`, once; undefined when there is none to take. */
export function claimEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  if (read.token !== token) {
    drop(url);
    return undefined;
  }
  reads.delete(url);
  clearTimeout(read.timer);
  return read.response;
}
