import { http, HttpResponse } from 'msw';
import type { Emulator, EmulatorRequest } from './core';
import { isMultipart, MAX_MULTIPART_BYTES, parseMultipartForm } from './core/multipart';

/** The request's path below the base URL's path (`/api/ssh_keys` → `/ssh_keys` for base `…/api`). */
function pathBelow(base: URL, url: URL): string {
  const basePath = base.pathname.replace(/\/+$/, '');
  return url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
}

function lowerCaseHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name.toLowerCase()] = value;
  });
  return result;
}

/** Text, or a parsed multipart form (absent when it does not parse: the core answers 400), as the Node server reads them. */
async function readPayload(request: Request): Promise<Pick<EmulatorRequest, 'body' | 'form'> | 'too-large'> {
  const contentType = request.headers.get('content-type');
  if (contentType === null || !isMultipart(contentType)) {
    const text = await request.text();
    return { body: text === '' ? null : text };
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_MULTIPART_BYTES) return 'too-large';
  const form = await parseMultipartForm(bytes, contentType);
  return form === null ? { body: null } : { body: null, form };
}

/**
 * MSW 2 handlers that answer every request under `baseUrl` from the emulator core, the same
 * behaviour the Node server gives, for component tests and for the browser.
 */
export function emulatorHandlers(emulator: Emulator, baseUrl: string) {
  const base = new URL(baseUrl);
  const prefix = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  return [
    http.all(`${prefix}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const payload = await readPayload(request);
      if (payload === 'too-large') return new HttpResponse(null, { status: 413 });
      const emulatorRequest: EmulatorRequest = {
        method: request.method,
        path: pathBelow(base, url),
        query: url.searchParams,
        headers: lowerCaseHeaders(request.headers),
        ...payload,
      };
      const response = emulator.handle(emulatorRequest);
      const init = { status: response.status, headers: response.headers };
      if (response.body === undefined || response.status === 204) return new HttpResponse(null, init);
      return HttpResponse.json(response.body, init);
    }),
  ];
}
