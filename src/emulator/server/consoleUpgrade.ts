import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Emulator } from '../core';

/** Where browsers open the console WebSocket (noVNC's default path). */
export const CONSOLE_WEBSOCKET_PATH = '/console/websockify';

export interface ConsoleSettings {
  emulator: Emulator;
  /** `host:port` of a real VNC server to proxy to, when given (`--console-upstream`). */
  upstream: string | undefined;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * WebSocket upgrades. The RFB console server is a later task; until then the console path answers
 * 501 so a client can tell "not built yet" from "no such path" (404).
 */
export function handleUpgrade(_req: IncomingMessage, path: string, socket: Duplex, _settings: ConsoleSettings): void {
  socket.on('error', () => socket.destroy());
  if (path === CONSOLE_WEBSOCKET_PATH) refuse(socket, 501, 'Not Implemented');
  else refuse(socket, 404, 'Not Found');
}
