import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ConsoleServer } from './console';

/** Where browsers open the console WebSocket (noVNC's default path). */
const CONSOLE_WEBSOCKET_PATH = '/console/websockify';

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** WebSocket upgrades: only the console path exists; see console/index.ts for its refusals. */
export function handleUpgrade(
  req: IncomingMessage,
  target: URL,
  socket: Duplex,
  head: Buffer,
  consoleServer: ConsoleServer,
): void {
  socket.on('error', () => socket.destroy());
  if (target.pathname === CONSOLE_WEBSOCKET_PATH) consoleServer.handleUpgrade(req, socket, head, target.searchParams);
  else refuse(socket, 404, 'Not Found');
}
