/**
 * The console WebSocket endpoint: origin check, single-use session token, then either the built-in
 * RFB screen or a byte pipe to `--console-upstream`.
 *
 * Refusals: a disallowed Origin gets HTTP 403 before the upgrade. A bad session token is accepted as a
 * WebSocket and closed at once with code 4401 and reason 'unknown' | 'used' | 'expired' — browsers
 * cannot read the status of a refused upgrade, but they do see close codes. No RFB byte is sent first.
 * The token and the request URL are never logged.
 *
 * When a VM's destroy starts (DELETE /vm/{id} answered 204, the VM `terminating` and stopped), its
 * open consoles, built-in or proxied, close at once with CLOSE_VM_DELETED: no screen follows.
 *
 * Test faults: `forceExpiry` refuses a valid token as 'expired' after redeeming it, so it is spent
 * (presented again it is refused 'used'); `dropAll` closes every open socket with CLOSE_DROPPED.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Emulator } from '../../core';
import type { OriginPolicy } from '../cors';
import { CLOSE_BAD_SESSION, createRfbSession } from './session';
import { parseUpstreamAddress, proxyToUpstream, type UpstreamAddress } from './upstream';

/**
 * "Service restart" (RFC 6455 registry): what a real console sends when its host goes away under
 * the session. Unlike 4401 it says nothing about the token, so a client may ask for a new session.
 */
const CLOSE_DROPPED = 1012;
const DROPPED_REASON = 'dropped';

/** The VM was deleted: gone for good, as HTTP 410 says, so asking for a new session will not help. */
const CLOSE_VM_DELETED = 4410;
const VM_DELETED_REASON = 'vm deleted';

export interface ConsoleServerOptions {
  emulator: Emulator;
  isAllowedOrigin: OriginPolicy;
  /** `host:port` of a real VNC server, when given. */
  upstream: string | undefined;
  /** Asked once per valid token; true refuses the connection as 'expired' (a test fault). */
  forceExpiry?: () => boolean;
}

export interface ConsoleServer {
  /** Handles an upgrade already routed to the console path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams): void;
  openConnections(): number;
  /** Closes every open socket with CLOSE_DROPPED; returns how many there were. */
  dropAll(): number;
  /** Server shutdown: drops the TCP connections without a close handshake. */
  closeAll(): void;
  /** The real VNC server new sessions are proxied to, if any (a test control can change it). */
  upstream(): string | undefined;
  /** Throws a RangeError for anything but a strict `host:port` (see parseUpstreamAddress). */
  setUpstream(upstream: string | undefined): void;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

export function createConsoleServer({
  emulator,
  isAllowedOrigin,
  upstream,
  forceExpiry,
}: ConsoleServerOptions): ConsoleServer {
  const wss = new WebSocketServer({
    noServer: true,
    // The largest client message is a ClientCutText, capped at 1 MiB by the parser.
    maxPayload: 4 * 1024 * 1024,
    // noVNC offers no subprotocol by default; older clients offer 'binary'.
    handleProtocols: (protocols) => (protocols.has('binary') ? 'binary' : false),
  });
  const open = new Set<WebSocket>();
  /** The VM each served socket shows. */
  const vmOfSocket = new Map<WebSocket, string>();
  emulator.onVmDestroyed((vmId) => {
    for (const [ws, socketVm] of vmOfSocket) {
      if (socketVm !== vmId) continue;
      vmOfSocket.delete(ws);
      open.delete(ws);
      // Once closing, nothing more is sent: the session's transport only sends on an open socket.
      if (ws.readyState === ws.OPEN) ws.close(CLOSE_VM_DELETED, VM_DELETED_REASON);
    }
  });
  let currentUpstream: { text: string; address: UpstreamAddress } | undefined;
  const changeUpstream = (text: string | undefined): void => {
    if (text === undefined) {
      currentUpstream = undefined;
      return;
    }
    const address = parseUpstreamAddress(text);
    if (address === null) throw new RangeError(`console upstream: "${text}" is not a host:port`);
    currentUpstream = { text, address };
  };
  changeUpstream(upstream);

  function serve(ws: WebSocket, query: URLSearchParams): void {
    open.add(ws);
    ws.on('close', () => open.delete(ws));
    ws.on('error', () => ws.terminate());
    const result = emulator.consumeConsoleSession(query.get('sessionid') ?? query.get('token') ?? '');
    if (!result.ok) {
      ws.close(CLOSE_BAD_SESSION, result.reason);
      return;
    }
    if (forceExpiry?.() === true) {
      ws.close(CLOSE_BAD_SESSION, 'expired');
      return;
    }
    vmOfSocket.set(ws, result.vm.id);
    ws.on('close', () => vmOfSocket.delete(ws));
    if (currentUpstream !== undefined) {
      proxyToUpstream(ws, currentUpstream.address);
      return;
    }
    const session = createRfbSession(result.vm.name, {
      send: (bytes, written) => {
        if (ws.readyState !== ws.OPEN) return;
        // ws calls back once the frame is written to the socket: its bufferedAmount no longer counts it.
        ws.send(bytes, { binary: true }, (error) => {
          if (error === undefined || error === null) written();
        });
      },
      close: (code, reason) => ws.close(code, reason),
    });
    ws.on('message', (data) => session.receive(toBytes(data)));
    ws.on('close', () => session.dispose());
  }

  return {
    handleUpgrade(req, socket, head, query) {
      const origin = req.headers.origin;
      // Browsers always send Origin; a client without one (CLI, tests) is not a cross-site page.
      if (origin !== undefined && !isAllowedOrigin(origin)) return refuse(socket, 403, 'Forbidden');
      wss.handleUpgrade(req, socket, head, (ws) => serve(ws, query));
    },
    openConnections: () => open.size,
    dropAll() {
      let dropped = 0;
      for (const ws of open) {
        // One already closing (a refused token) is on its way out and was not dropped by us.
        if (ws.readyState !== ws.OPEN) continue;
        ws.close(CLOSE_DROPPED, DROPPED_REASON);
        dropped += 1;
      }
      // A closing socket no longer counts as open, so the count reads 0 at once, not after the handshake.
      open.clear();
      return dropped;
    },
    closeAll() {
      for (const ws of open) ws.terminate();
      open.clear();
      vmOfSocket.clear();
    },
    upstream: () => currentUpstream?.text,
    setUpstream: changeUpstream,
  };
}
