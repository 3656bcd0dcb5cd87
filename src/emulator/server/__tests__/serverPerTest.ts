/** Test-side helpers for the emulator's Node server: one server per test, and raw WebSocket upgrades. */
import { request } from 'node:http';
import { afterEach } from 'vitest';
import { startEmulatorServer, type EmulatorServerOptions, type RunningEmulatorServer } from '../server';

/**
 * `start` listens on a free loopback port and answers the server's URL; the server is closed after each
 * test, or earlier by `close`.
 */
export function serverPerTest() {
  let running: RunningEmulatorServer | undefined;
  const close = async (): Promise<void> => {
    await running?.close();
    running = undefined;
  };
  afterEach(close);
  return {
    async start(options: EmulatorServerOptions = {}): Promise<string> {
      running = await startEmulatorServer({ port: 0, ...options });
      return running.url;
    },
    close,
  };
}

/**
 * A WebSocket upgrade request for `path`, sent byte for byte (a URL string would have `%2e%2e` resolved);
 * resolves with the status the server answered instead of upgrading.
 */
export function upgradeStatus(url: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({
      hostname,
      port,
      path,
      headers: {
        ...headers,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('upgrade', () => reject(new Error('unexpected upgrade')));
    req.on('error', reject);
    req.end();
  });
}
