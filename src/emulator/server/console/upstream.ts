/** `--console-upstream host:port`: a plain byte pipe between the console WebSocket and a real VNC server. */
import { connect } from 'node:net';
import type { WebSocket } from 'ws';

export function parseUpstream(upstream: string): { host: string; port: number } {
  const at = upstream.lastIndexOf(':');
  const host = upstream.slice(0, at).replace(/^\[(.*)\]$/, '$1');
  return { host, port: Number(upstream.slice(at + 1)) };
}

/** Pipes bytes both ways; when either side closes or fails, both are closed. */
export function proxyToUpstream(ws: WebSocket, upstream: string): void {
  const { host, port } = parseUpstream(upstream);
  const tcp = connect({ host, port });
  let done = false;
  const finish = (code: number, reason: string): void => {
    if (done) return;
    done = true;
    tcp.destroy();
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
  };
  const pending: Buffer[] = [];
  tcp.on('connect', () => {
    for (const chunk of pending.splice(0)) tcp.write(chunk);
  });
  tcp.on('data', (data: Buffer) => {
    if (ws.readyState === ws.OPEN) ws.send(data, { binary: true });
  });
  tcp.on('error', (error) => {
    console.warn(`console upstream: ${error.message}`);
    finish(1011, 'upstream error');
  });
  tcp.on('close', () => finish(1000, 'upstream closed'));
  ws.on('message', (data: Buffer) => {
    if (tcp.connecting) pending.push(data);
    else tcp.write(data);
  });
  ws.on('close', () => finish(1000, 'closed'));
  ws.on('error', () => finish(1011, 'error'));
}
