import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorRequest, EmulatorResponse } from '../core';
import { isMultipart, MAX_MULTIPART_BYTES, parseMultipartForm, type EmulatorForm } from '../core/multipart';

/** Bodies beyond this are refused with 413 before they are buffered whole. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
    this.name = 'BodyTooLargeError';
  }
}

function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError());
        req.resume(); // drain the rest so the 413 can still be written
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size === 0 ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string | null> {
  return (await readBodyBytes(req, limit))?.toString('utf8') ?? null;
}

/** What a request carries: text (JSON), or a parsed multipart form (`body` then null). */
export interface RequestPayload {
  body: string | null;
  /** Absent for a multipart body that does not parse: the core answers 400 INVALID_MULTIPART. */
  form?: EmulatorForm;
}

/** Multipart uploads may be larger than JSON bodies, up to MAX_MULTIPART_BYTES (else BodyTooLargeError). */
export async function readPayload(req: IncomingMessage): Promise<RequestPayload> {
  const contentType = req.headers['content-type'];
  if (contentType === undefined || !isMultipart(contentType)) return { body: await readBody(req) };
  const bytes = await readBodyBytes(req, MAX_MULTIPART_BYTES);
  const form = await parseMultipartForm(new Uint8Array(bytes ?? []), contentType);
  return form === null ? { body: null } : { body: null, form };
}

/** Lower-case names, repeated headers joined as HTTP allows. */
export function flattenHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export function toEmulatorRequest(
  req: IncomingMessage,
  url: URL,
  path: string,
  { body, form }: RequestPayload,
): EmulatorRequest {
  return {
    method: req.method ?? 'GET',
    path,
    query: url.searchParams,
    headers: flattenHeaders(req),
    body,
    ...(form === undefined ? {} : { form }),
  };
}

export function writeResponse(
  res: ServerResponse,
  response: EmulatorResponse,
  extraHeaders: Record<string, string> = {},
): void {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...response.headers, ...extraHeaders };
  if (response.body === undefined || response.status === 204) {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const payload = JSON.stringify(response.body);
  res.writeHead(response.status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
  });
  res.end(payload);
}
