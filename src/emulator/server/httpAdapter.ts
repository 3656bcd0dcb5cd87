import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Admission, EmulatorRequest, EmulatorRequestHead, EmulatorResponse } from '../core';
import { parseMultipartForm, type EmulatorForm } from '../core/multipart';

/** Bodies beyond this are refused with 413 before they are buffered whole. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
    this.name = 'BodyTooLargeError';
  }
}

/** True when the request says a body follows (a length above 0, or chunks). */
export function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The body, or BodyTooLargeError as soon as its announced length or the bytes received pass
 * `limit`: the rest is left unread, and the answer must close the connection.
 */
function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
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

/**
 * Reads the body the core admitted the request with: nothing, JSON text up to MAX_BODY_BYTES, or an
 * upload up to its limit, parsed (else BodyTooLargeError).
 */
export async function readPayload(
  req: IncomingMessage,
  admission: Exclude<Admission, { kind: 'answer' }>,
): Promise<RequestPayload> {
  if (admission.kind === 'no-body') return { body: null };
  if (admission.kind === 'json') return { body: await readBody(req) };
  const bytes = await readBodyBytes(req, admission.maxBytes);
  const form = await parseMultipartForm(new Uint8Array(bytes ?? []), req.headers['content-type'] ?? '');
  return form === null ? { body: null } : { body: null, form };
}

/** Lower-case names, repeated headers joined as HTTP allows. */
function flattenHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export function toRequestHead(req: IncomingMessage, url: URL, path: string): EmulatorRequestHead {
  return { method: req.method ?? 'GET', path, query: url.searchParams, headers: flattenHeaders(req) };
}

export function toEmulatorRequest(head: EmulatorRequestHead, { body, form }: RequestPayload): EmulatorRequest {
  return { ...head, body, ...(form === undefined ? {} : { form }) };
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
