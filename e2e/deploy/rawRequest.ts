import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends one request with its target exactly as given on the request line. Playwright's `request`
 * and `fetch` parse the URL first, which resolves `%2e%2e` and `\` before anything is sent; this
 * sends `/api/x/%2e%2e/y` as it is, as any client may. A WebSocket upgrade that succeeds answers
 * 101, and its connection is closed at once. `signal` gives up on an answer (the promise rejects
 * with an AbortError) and closes the connection.
 */
export function rawRequest(
  origin: string,
  method: string,
  target: string,
  headers: Readonly<Record<string, string>> = {},
  signal?: AbortSignal,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, method, path: target, headers, agent: false, signal });
    sent.once('error', reject);
    sent.once('upgrade', (answer, socket) => {
      socket.destroy();
      resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: '' });
    });
    sent.once('response', (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.once('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
      answer.once('error', reject);
    });
    sent.end();
  });
}

/** The headers a browser sends to open a WebSocket. */
export const WEBSOCKET_UPGRADE: Readonly<Record<string, string>> = {
  Connection: 'Upgrade',
  Upgrade: 'websocket',
  'Sec-WebSocket-Version': '13',
  'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
};
