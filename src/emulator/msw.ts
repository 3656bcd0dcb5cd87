import { http, HttpResponse } from 'msw';
import type { Admission, Emulator, EmulatorRequest, EmulatorRequestHead, EmulatorResponse } from './core';
import { parseMultipartForm } from './core/multipart';

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

/** The body's bytes, or null as soon as they pass `limit` (the rest is not read). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (request.body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body the core admitted the request with, read as the Node server reads it; an answer when it is too large. */
async function readPayload(
  request: Request,
  admission: Exclude<Admission, { kind: 'answer' }>,
): Promise<Pick<EmulatorRequest, 'body' | 'form'> | EmulatorResponse> {
  if (admission.kind === 'no-body') return { body: null };
  if (admission.kind === 'json') {
    const text = await request.text();
    return { body: text === '' ? null : text };
  }
  const bytes = await readLimited(request, admission.maxBytes);
  if (bytes === null) return admission.tooLarge;
  const form = await parseMultipartForm(bytes, request.headers.get('content-type') ?? '');
  return form === null ? { body: null } : { body: null, form };
}

function toHttpResponse(response: EmulatorResponse): Response {
  const init = { status: response.status, headers: response.headers };
  if (response.body === undefined || response.status === 204) return new HttpResponse(null, init);
  return HttpResponse.json(response.body, init);
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
      const head: EmulatorRequestHead = {
        method: request.method,
        path: pathBelow(base, url),
        query: url.searchParams,
        headers: lowerCaseHeaders(request.headers),
      };
      // Routing and the token first: a body is read only for a route that takes one.
      const admission = emulator.admit(head);
      if (admission.kind === 'answer') return toHttpResponse(admission.response);
      const payload = await readPayload(request, admission);
      if ('status' in payload) return toHttpResponse(payload);
      return toHttpResponse(emulator.handle({ ...head, ...payload }));
    }),
  ];
}
