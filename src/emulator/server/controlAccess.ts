import type { IncomingHttpHeaders } from 'node:http';
import type { EmulatorResponse } from '../core';
import { bodiless, errorBody } from '../core/responses';
import { isLoopbackOrigin } from './cors';

/** The names a client on this machine reaches the emulator's loopback address by. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether a Host header names the emulator itself: a loopback name with the port it listens on. */
function isOwnHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const name = host.toLowerCase();
  return LOOPBACK_NAMES.some((loopback) => name === `${loopback}:${port}` || (port === 80 && name === loopback));
}

/**
 * The `/_emulator/*` controls need no token and reset or replace every team's data, so only a
 * client on this machine, talking to the emulator directly, may use them:
 * - the Host must be the emulator's own loopback address and port (421 otherwise). A page whose
 *   host name an attacker re-points at 127.0.0.1 (DNS rebinding) sends its own name, and a proxy
 *   in front of the emulator (vite, nginx) sends the proxy's address or rewrites it, so neither
 *   reaches the controls;
 * - an Origin, when sent, must be a loopback origin (403 otherwise): a page on another site can
 *   make a browser POST here (a form needs no CORS), and browsers name that page in Origin.
 * The request target must be a path (origin-form): an absolute URL names another authority.
 */
export function controlRefusal(target: string, headers: IncomingHttpHeaders, port: number): EmulatorResponse | null {
  if (!target.startsWith('/') || !isOwnHost(headers.host, port)) return bodiless(421);
  const { origin } = headers;
  if (origin !== undefined && !isLoopbackOrigin(origin)) return errorBody(403, 'FORBIDDEN');
  return null;
}
