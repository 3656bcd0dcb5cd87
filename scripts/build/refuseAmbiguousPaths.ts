import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRefusedProxyTarget } from '../../src/deploy/proxyPath.ts';

/**
 * The dev and preview proxies' `bypass`: a request whose target could name another resource once
 * resolved (src/deploy/proxyPath.ts) is answered 400 here and never forwarded. Without it, the
 * proxy's URL parsing resolves `%2e%2e`, `.%2e` and `\` before the emulator sees the path, and
 * `DELETE /api/network/firewalls/<id>/%2e%2e/<another id>` deletes the other group. Vite calls the
 * bypass for WebSocket upgrades too (without a response: the refusal goes on the socket), which no
 * middleware sees. The nginx site refuses the same targets.
 *
 * Returns the unchanged target when it answered, which tells Vite the request is done.
 */
export function refuseAmbiguousPaths(
  request: IncomingMessage,
  response: ServerResponse | undefined,
): string | undefined {
  const target = request.url ?? '/';
  if (!isRefusedProxyTarget(target)) return undefined;
  if (response === undefined) {
    request.socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  } else {
    response.writeHead(400, { 'Cache-Control': 'no-store', 'Content-Length': '0' });
    response.end();
  }
  return target;
}
