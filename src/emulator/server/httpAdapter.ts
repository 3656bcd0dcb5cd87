import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorRequest, EmulatorResponse } from '../core';

/** Bodies beyond this are refused with 413 before they are buffered whole. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
    this.name = 'BodyTooLargeError';
  }
}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string | null> {
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
    req.on('end', () => resolve(size === 0 ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Lower-case names, repeated headers joined as HTTP allows. */
export function flattenHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export function toEmulatorRequest(req: IncomingMessage, url: URL, path: string, body: string | null): EmulatorRequest {
  return { method: req.method ?? 'GET', path, query: url.searchParams, headers: flattenHeaders(req), body };
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
