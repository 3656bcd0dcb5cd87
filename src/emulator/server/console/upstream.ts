/** `--console-upstream host:port`: a plain byte pipe between the console WebSocket and a real VNC server. */
import { connect, isIPv4, isIPv6 } from 'node:net';
import type { WebSocket } from 'ws';

export interface UpstreamAddress {
  /** Lower case; an IPv6 address without its brackets. */
  host: string;
  port: number;
}

/** The ports of VNC displays :0 to :99, where a VNC server on this machine listens. */
export const VNC_PORTS = { first: 5900, last: 5999 } as const;

const HOST_PORT = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9.-]+)):([1-9][0-9]{0,4})$/;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * `host:port`, strictly: the host a DNS name, a dotted-quad IPv4 address (four numbers of 0–255,
 * no leading zeros) or an IPv6 address in brackets; the port a decimal 1–65535. A name whose last
 * label is a number must be a valid IPv4 address, so `127.999.1.1`, `127.1` or `2130706433`
 * (which resolvers may read as some address) are refused rather than guessed at. Null when not.
 */
export function parseUpstreamAddress(text: string): UpstreamAddress | null {
  const match = HOST_PORT.exec(text);
  if (match === null) return null;
  const [, ipv6, name = '', portText] = match;
  const port = Number(portText);
  if (port > 65_535) return null;
  if (ipv6 !== undefined) return isIPv6(ipv6) ? { host: ipv6.toLowerCase(), port } : null;
  const host = name.toLowerCase();
  const labels = host.split('.');
  if (/^[0-9]+$/.test(labels.at(-1) ?? '')) return isIPv4(host) ? { host, port } : null;
  if (host.length > 253 || !labels.every((label) => DNS_LABEL.test(label))) return null;
  return { host, port };
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIPv4(host) && host.startsWith('127.'));
}

/** A VNC display's port on this machine: what the console-upstream control accepts beyond the command line's. */
export function isLoopbackVncAddress({ host, port }: UpstreamAddress): boolean {
  return isLoopbackHost(host) && port >= VNC_PORTS.first && port <= VNC_PORTS.last;
}

export function sameAddress(a: UpstreamAddress, b: UpstreamAddress): boolean {
  return a.host === b.host && a.port === b.port;
}

/**
 * Bytes one side may hold for the other before the proxy stops reading from the first: a browser
 * that does not read holds the upstream to this, not to everything the VNC server sends.
 */
const PROXY_BUFFER_LIMIT = 1024 * 1024;

/**
 * Pipes bytes both ways, with back-pressure: the upstream is not read while the WebSocket's
 * bufferedAmount is above PROXY_BUFFER_LIMIT; the browser is not read while the TCP side needs a
 * drain, or, before it connects, holds more than PROXY_BUFFER_LIMIT for it. When either side
 * closes or fails, both are closed.
 */
export function proxyToUpstream(ws: WebSocket, upstream: UpstreamAddress): void {
  const { host, port } = upstream;
  const tcp = connect({ host, port });
  let done = false;
  const finish = (code: number, reason: string): void => {
    if (done) return;
    done = true;
    tcp.destroy();
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
  };
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  const writeUpstream = (data: Buffer): void => {
    if (!tcp.write(data)) ws.pause();
  };
  tcp.on('connect', () => {
    for (const chunk of pending.splice(0)) writeUpstream(chunk);
    pendingBytes = 0;
    // The browser may have been paused for what waited for the connection; 'drain' resumes it otherwise.
    if (!tcp.writableNeedDrain) ws.resume();
  });
  tcp.on('drain', () => ws.resume());
  const resumeUpstream = (): void => {
    if (ws.bufferedAmount <= PROXY_BUFFER_LIMIT) tcp.resume();
  };
  tcp.on('data', (data: Buffer) => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(data, { binary: true }, resumeUpstream);
    if (ws.bufferedAmount > PROXY_BUFFER_LIMIT) tcp.pause();
  });
  tcp.on('error', (error) => {
    console.warn(`console upstream: ${error.message}`);
    finish(1011, 'upstream error');
  });
  tcp.on('close', () => finish(1000, 'upstream closed'));
  ws.on('message', (data: Buffer) => {
    if (!tcp.connecting) return writeUpstream(data);
    pending.push(data);
    pendingBytes += data.length;
    if (pendingBytes > PROXY_BUFFER_LIMIT) ws.pause();
  });
  ws.on('close', () => finish(1000, 'closed'));
  ws.on('error', () => finish(1011, 'error'));
}
