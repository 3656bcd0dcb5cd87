import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startEmulatorServer } from '../server';
import { auth, connect, eventually, newSession, openCount, wsUrl } from './consoleClient';
import { clientHandshake, decodeRawUpdate, framebufferUpdateRequest, keyEvent } from './rfbBytes';
import { serverPerTest } from './serverPerTest';

const server = serverPerTest();
const { start } = server;
let upstreamServer: Server | undefined;

afterEach(async () => {
  // The emulator first: it holds connections to the upstream, which would keep the upstream from closing.
  await server.close();
  await new Promise<void>((resolve) => (upstreamServer ? upstreamServer.close(() => resolve()) : resolve()));
  upstreamServer = undefined;
});

describe('console WebSocket', () => {
  it('serves RFB end to end and counts the open connection', async () => {
    const url = await start();
    const { token, vmName } = await newSession(url);
    expect(await openCount(url)).toBe(0);
    const client = connect(wsUrl(url, token), { origin: 'http://localhost:5173' });
    await client.opened;
    expect((await client.take(12)).toString()).toBe('RFB 003.008\n');
    client.ws.send(clientHandshake());
    expect(Array.from(await client.take(2))).toEqual([1, 1]);
    expect(Array.from(await client.take(4))).toEqual([0, 0, 0, 0]);
    const init = await client.take(24);
    expect([init.readUInt16BE(0), init.readUInt16BE(2)]).toEqual([800, 480]);
    expect((await client.take(init.readUInt32BE(20))).toString()).toBe(vmName);
    expect(await openCount(url)).toBe(1);

    client.ws.send(framebufferUpdateRequest(false, 0, 0, 800, 480));
    const update = await client.take(4 + 12 + 800 * 480 * 4);
    const [rect] = decodeRawUpdate(update);
    expect(rect).toMatchObject({ x: 0, y: 0, width: 800, height: 480 });

    client.ws.close();
    await client.closed;
    await eventually(async () => (await openCount(url)) === 0);
  });

  it('answers a burst of update requests from a client that is not reading with two frames, not one each', async () => {
    const url = await start();
    const client = connect(wsUrl(url, (await newSession(url)).token));
    await client.take(12);
    client.ws.send(clientHandshake());
    await client.take(2 + 4 + 24);
    await client.take(client.received().length);
    const frame = 4 + 12 + 800 * 480 * 4;
    const requests = 20;
    const burst = new Uint8Array(10 * requests);
    for (let i = 0; i < requests; i++) burst.set(framebufferUpdateRequest(false, 0, 0, 800, 480), i * 10);

    client.ws.pause();
    client.ws.send(burst);
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.ws.resume();
    await client.take(2 * frame);
    // Nothing else was on its way: a one-pixel request's answer comes next, and nothing after it.
    client.ws.send(framebufferUpdateRequest(false, 0, 0, 1, 1));
    expect(decodeRawUpdate(await client.take(4 + 12 + 4))[0]).toMatchObject({ x: 0, y: 0, width: 1, height: 1 });
    expect(client.received().length).toBe(0);
    client.ws.close();
  });

  it('closes a VM’s console with 4410 "vm deleted" when the VM is deleted, sending no screen after', async () => {
    const url = await start();
    const { token, vmId } = await newSession(url);
    const other = connect(wsUrl(url, (await newSession(url, 1)).token));
    const client = connect(wsUrl(url, token));
    await client.take(12);
    client.ws.send(clientHandshake());
    await client.take(2 + 4 + 24);
    await client.take(client.received().length);
    client.ws.send(framebufferUpdateRequest(false, 0, 0, 800, 480));
    await client.take(4 + 12 + 800 * 480 * 4);
    // An incremental request waits for a change; typing would answer it.
    client.ws.send(framebufferUpdateRequest(true, 0, 0, 800, 480));

    const deleted = await fetch(`${url}/vm/${vmId}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(204);
    client.ws.send(Uint8Array.from([...keyEvent(true, 0x61), ...framebufferUpdateRequest(false, 0, 0, 800, 480)]));
    const ended = await Promise.race([client.closed, sleep(2000).then(() => 'still open')]);
    expect(ended).toEqual({ code: 4410, reason: 'vm deleted' });
    expect(client.received().length).toBe(0);
    // The console of another VM stays open.
    expect(await openCount(url)).toBe(1);
    expect((await other.take(12)).toString()).toBe('RFB 003.008\n');
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    other.ws.close();
  });

  it('accepts the binary subprotocol when offered', async () => {
    const url = await start();
    const { token } = await newSession(url);
    const client = connect(wsUrl(url, token));
    const offered = new WebSocket(wsUrl(url, (await newSession(url)).token), ['binary']);
    await client.opened;
    await new Promise((resolve) => offered.on('open', resolve));
    expect(client.ws.protocol).toBe('');
    expect(offered.protocol).toBe('binary');
    offered.close();
    client.ws.close();
  });

  it('closes with 4401 and no RFB bytes for unknown, used and expired sessions', async () => {
    let clock = Date.now();
    const url = await start({ now: () => clock });
    const unknown = connect(wsUrl(url, '0'.repeat(32)));
    expect(await unknown.closed).toEqual({ code: 4401, reason: 'unknown' });
    expect(unknown.received().length).toBe(0);

    const { token } = await newSession(url);
    const first = connect(wsUrl(url, token));
    await first.take(12);
    const used = connect(wsUrl(url, token));
    expect(await used.closed).toEqual({ code: 4401, reason: 'used' });
    expect(used.received().length).toBe(0);
    first.ws.close();

    const later = await newSession(url);
    clock += 10 * 60 * 1000;
    const expired = connect(wsUrl(url, later.token));
    expect(await expired.closed).toEqual({ code: 4401, reason: 'expired' });
    expect(expired.received().length).toBe(0);

    const missing = connect(`${url.replace(/^http/, 'ws')}/console/websockify`);
    expect((await missing.closed).code).toBe(4401);
  });

  it('refuses a disallowed Origin before the upgrade without spending the token', async () => {
    const url = await start({ allowedOrigins: ['http://localhost:5173'] });
    const { token } = await newSession(url);
    const refused = connect(wsUrl(url, token), { origin: 'https://evil.example' });
    await expect(refused.opened).rejects.toThrow(/403/);
    const allowed = connect(wsUrl(url, token), { origin: 'http://localhost:5173' });
    expect((await allowed.take(12)).toString()).toBe('RFB 003.008\n');
    allowed.ws.close();
  });

  it('closes console sockets when the server closes', async () => {
    const url = await start();
    const client = connect(wsUrl(url, (await newSession(url)).token));
    await client.take(12);
    await server.close();
    expect((await client.closed).code).toBe(1006);
  });

  it('proxies bytes to --console-upstream after the token check', async () => {
    const upstreamSockets: Socket[] = [];
    const upstreamReceived: Buffer[] = [];
    upstreamServer = createServer((socket) => {
      upstreamSockets.push(socket);
      socket.write('RFB 003.008\n');
      socket.on('data', (data) => {
        upstreamReceived.push(data);
        socket.write(Buffer.concat([Buffer.from('echo:'), data]));
      });
    });
    await new Promise<void>((resolve) => upstreamServer?.listen(0, '127.0.0.1', resolve));
    const port = (upstreamServer.address() as AddressInfo).port;
    const url = await start({ consoleUpstream: `127.0.0.1:${port}` });

    const refused = connect(wsUrl(url, '0'.repeat(32)));
    expect((await refused.closed).code).toBe(4401);
    expect(upstreamSockets).toHaveLength(0);

    const client = connect(wsUrl(url, (await newSession(url)).token));
    expect((await client.take(12)).toString()).toBe('RFB 003.008\n');
    client.ws.send(Buffer.from('hello'));
    expect((await client.take(10)).toString()).toBe('echo:hello');
    expect(Buffer.concat(upstreamReceived).toString()).toBe('hello');
    expect(await openCount(url)).toBe(1);

    // The upstream hanging up closes the WebSocket.
    upstreamSockets[0]?.end();
    expect((await client.closed).code).toBe(1000);
    await eventually(async () => (await openCount(url)) === 0);

    // The browser leaving closes the TCP side.
    const second = connect(wsUrl(url, (await newSession(url)).token));
    await second.take(12);
    const tcpClosed = new Promise((resolve) => upstreamSockets[1]?.on('close', resolve));
    second.ws.close();
    await tcpClosed;
  });
});

async function putFaults(url: string, body: unknown): Promise<Response> {
  return fetch(`${url}/_emulator/faults`, { method: 'PUT', body: JSON.stringify(body) });
}

async function expireCount(url: string): Promise<number> {
  const { faults } = (await (await fetch(`${url}/_emulator/faults`)).json()) as {
    faults: { expireConsoleSessions: number };
  };
  return faults.expireConsoleSessions;
}

function listenOn(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const failed = (): void => resolve(false);
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      resolve(true);
    });
  });
}

/**
 * A fake VNC server that only greets, recording the TCP connections it gets: on a free VNC display
 * port (5900–5999), the loopback ports the control accepts, unless `anyPort`.
 */
async function greetingUpstream(anyPort = false): Promise<{ upstream: string; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.write('RFB 003.008\n');
  });
  upstreamServer = server;
  const candidates = anyPort ? [0] : Array.from({ length: 100 }, (_, index) => 5900 + ((index + process.pid) % 100));
  for (const port of candidates) {
    if (await listenOn(server, port))
      return { upstream: `127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
  }
  throw new Error('no free port for the fake VNC server');
}

describe('console fault controls', () => {
  it('refuses the next valid sessions as expired while expireConsoleSessions counts down', async () => {
    const url = await start();
    const put = await putFaults(url, { expireConsoleSessions: 1 });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ faults: { expireConsoleSessions: 1 } });

    // Only a token that would otherwise be accepted uses up the fault.
    const unknown = connect(wsUrl(url, '0'.repeat(32)));
    expect(await unknown.closed).toEqual({ code: 4401, reason: 'unknown' });
    expect(await expireCount(url)).toBe(1);

    const { token } = await newSession(url);
    const expired = connect(wsUrl(url, token));
    expect(await expired.closed).toEqual({ code: 4401, reason: 'expired' });
    expect(expired.received().length).toBe(0);
    expect(await expireCount(url)).toBe(0);
    const health = (await (await fetch(`${url}/_emulator/health`)).json()) as { faults: Record<string, number> };
    expect(health.faults.expireConsoleSessions).toBe(0);

    // The refused token was spent; a fresh one is served again.
    const again = connect(wsUrl(url, token));
    expect(await again.closed).toEqual({ code: 4401, reason: 'used' });
    const renewed = connect(wsUrl(url, (await newSession(url)).token));
    expect((await renewed.take(12)).toString()).toBe('RFB 003.008\n');
    renewed.ws.close();
  });

  it('counts down one per connection and rejects bad counts', async () => {
    const url = await start({ faults: { expireConsoleSessions: 2 } });
    for (const left of [1, 0]) {
      const client = connect(wsUrl(url, (await newSession(url)).token));
      expect(await client.closed).toEqual({ code: 4401, reason: 'expired' });
      expect(await expireCount(url)).toBe(left);
    }
    for (const bad of [-1, 1.5, '1', null]) {
      const response = await putFaults(url, { expireConsoleSessions: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ err: 'INVALID_FIELD' });
    }
    expect(await expireCount(url)).toBe(0);
  });

  it('expires a session before it reaches --console-upstream', async () => {
    const { upstream, sockets } = await greetingUpstream();
    const url = await start({ consoleUpstream: upstream, faults: { expireConsoleSessions: 1 } });
    const client = connect(wsUrl(url, (await newSession(url)).token));
    expect(await client.closed).toEqual({ code: 4401, reason: 'expired' });
    expect(sockets).toHaveLength(0);
  });

  it('drops every open console socket with 1012 "dropped" and reports how many', async () => {
    const url = await start();
    const clients = [
      connect(wsUrl(url, (await newSession(url)).token)),
      connect(wsUrl(url, (await newSession(url)).token)),
    ];
    for (const client of clients) await client.take(12);
    expect(await openCount(url)).toBe(2);

    const drop = await fetch(`${url}/_emulator/console-connections/drop`, { method: 'POST' });
    expect(drop.status).toBe(200);
    expect(await drop.json()).toEqual({ dropped: 2 });
    expect(await openCount(url)).toBe(0);
    for (const client of clients) expect(await client.closed).toEqual({ code: 1012, reason: 'dropped' });

    const none = await fetch(`${url}/_emulator/console-connections/drop`, { method: 'POST' });
    expect(await none.json()).toEqual({ dropped: 0 });
    const wrongMethod = await fetch(`${url}/_emulator/console-connections/drop`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');

    // Dropping is not a ban: the next session connects as usual.
    const next = connect(wsUrl(url, (await newSession(url)).token));
    expect((await next.take(12)).toString()).toBe('RFB 003.008\n');
    expect(await openCount(url)).toBe(1);
    next.ws.close();
  });

  it('drops proxied sessions too, closing the upstream connection', async () => {
    const { upstream, sockets } = await greetingUpstream();
    const url = await start({ consoleUpstream: upstream });
    const client = connect(wsUrl(url, (await newSession(url)).token));
    await client.take(12);
    const tcpClosed = new Promise((resolve) => sockets[0]?.on('close', resolve));
    expect(await (await fetch(`${url}/_emulator/console-connections/drop`, { method: 'POST' })).json()).toEqual({
      dropped: 1,
    });
    expect(await client.closed).toEqual({ code: 1012, reason: 'dropped' });
    await tcpClosed;
  });

  // Tens of MiB cross the proxy: on a loaded machine that takes longer than the default timeout.
  it('stops reading a proxied upstream while the browser does not read, and catches up once it does', async () => {
    const total = 64 * 1024 * 1024;
    const sockets: Socket[] = [];
    upstreamServer = createServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => socket.destroy());
      const chunk = Buffer.alloc(1024 * 1024, 7);
      for (let sent = 0; sent < total; sent += chunk.length) socket.write(chunk);
    });
    await new Promise<void>((resolve) => upstreamServer?.listen(0, '127.0.0.1', resolve));
    const port = (upstreamServer.address() as AddressInfo).port;
    const url = await start({ consoleUpstream: `127.0.0.1:${port}` });
    const ws = new WebSocket(wsUrl(url, (await newSession(url)).token));
    let received = 0;
    const all = new Promise<void>((resolve) =>
      ws.on('message', (data: Buffer) => {
        received += data.length;
        if (received === total) resolve();
      }),
    );
    await new Promise((resolve) => ws.on('open', resolve));
    ws.pause();
    await eventually(async () => sockets.length === 1);
    await sleep(1000);
    // What the proxy took from the upstream: the rest waits in the upstream's own buffer.
    expect(total - (sockets[0]?.writableLength ?? 0)).toBeLessThan(16 * 1024 * 1024);
    ws.resume();
    await all;
    expect(received).toBe(total);
    ws.close();
  }, 30_000);

  // Tens of MiB cross the proxy: on a loaded machine that takes longer than the default timeout.
  it('stops reading the browser while a proxied upstream does not read, and catches up once it does', async () => {
    const total = 64 * 1024 * 1024;
    const sockets: Socket[] = [];
    let upstreamReceived = 0;
    const all = new Promise<void>((resolve) => {
      upstreamServer = createServer((socket) => {
        sockets.push(socket);
        socket.pause();
        socket.on('data', (data) => {
          upstreamReceived += data.length;
          if (upstreamReceived === total) resolve();
        });
      });
    });
    await new Promise<void>((resolve) => upstreamServer?.listen(0, '127.0.0.1', resolve));
    const port = (upstreamServer!.address() as AddressInfo).port;
    const url = await start({ consoleUpstream: `127.0.0.1:${port}` });
    const ws = new WebSocket(wsUrl(url, (await newSession(url)).token));
    await new Promise((resolve) => ws.on('open', resolve));
    await eventually(async () => sockets.length === 1);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    for (let sent = 0; sent < total; sent += chunk.length) ws.send(chunk);
    // Long enough for a proxy without back-pressure to take all of it.
    for (let waited = 0; waited < 2000 && ws.bufferedAmount > 0; waited += 50) await sleep(50);
    // What the proxy took from the browser: the rest waits in the browser's own buffer.
    expect(total - ws.bufferedAmount).toBeLessThan(16 * 1024 * 1024);
    sockets[0]?.resume();
    await all;
    ws.close();
  }, 30_000);

  it('closes a proxied console, and its upstream connection, when the VM is deleted', async () => {
    const { upstream, sockets } = await greetingUpstream();
    const url = await start({ consoleUpstream: upstream });
    const { token, vmId } = await newSession(url);
    const client = connect(wsUrl(url, token));
    await client.take(12);
    const tcpClosed = new Promise((resolve) => sockets[0]?.on('close', resolve));
    expect((await fetch(`${url}/vm/${vmId}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect(await client.closed).toEqual({ code: 4410, reason: 'vm deleted' });
    await tcpClosed;
  });

  it('switches new sessions to a loopback upstream at run time, and back to the built-in screen', async () => {
    const { upstream, sockets } = await greetingUpstream();
    const url = await start();
    const put = (body: unknown) =>
      fetch(`${url}/_emulator/console-upstream`, { method: 'PUT', body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as unknown,
      }));

    expect(await put({ upstream })).toEqual({ status: 200, body: { upstream } });
    expect(await (await fetch(`${url}/_emulator/console-upstream`)).json()).toEqual({ upstream });
    const proxied = connect(wsUrl(url, (await newSession(url)).token));
    await proxied.take(12);
    expect(sockets).toHaveLength(1);
    proxied.ws.close();

    // Malformed, or not a strict host:port: 400, and the upstream stays.
    for (const bad of [
      '127.999.1.1:5900',
      '127.1:5900',
      '2130706433:5900',
      '127.0.0.01:5900',
      '127.0.0.1:05900',
      '127.0.0.1:0',
      '127.0.0.1:65536',
      '127.0.0.1',
      '[::1%lo]:5900',
      'localhost.:5900',
      ' 127.0.0.1:5900',
      42,
      '',
    ]) {
      expect(await put({ upstream: bad }), String(bad)).toEqual({ status: 400, body: { err: 'INVALID_FIELD' } });
    }
    // Well-formed but neither the command line's address nor a loopback VNC port: 403. The controls
    // need no token, so no other machine, and no other service here (the API itself, a database).
    const apiPort = new URL(url).port;
    for (const bad of [
      '10.0.0.5:5900',
      'example.com:5900',
      `127.0.0.1:${apiPort}`,
      'localhost:5432',
      '127.0.0.1:5899',
      '[::1]:6000',
    ]) {
      expect(await put({ upstream: bad }), bad).toEqual({ status: 403, body: { err: 'FORBIDDEN' } });
    }
    expect(await (await fetch(`${url}/_emulator/console-upstream`)).json()).toEqual({ upstream });
    for (const good of ['localhost:5999', '[::1]:5900', '127.1.2.3:5901']) {
      expect(await put({ upstream: good }), good).toEqual({ status: 200, body: { upstream: good } });
    }
    expect(await put({ upstream: null })).toEqual({ status: 200, body: { upstream: null } });
    const builtIn = connect(wsUrl(url, (await newSession(url)).token));
    expect((await builtIn.take(12)).toString()).toBe('RFB 003.008\n');
    expect(sockets).toHaveLength(1);
    builtIn.ws.close();
  });

  it('lets the control choose the command line’s upstream again, whatever its port, and no other', async () => {
    const { upstream } = await greetingUpstream(true);
    const other = '127.0.0.1:1';
    const url = await start({ consoleUpstream: upstream });
    const put = async (body: unknown) =>
      (await fetch(`${url}/_emulator/console-upstream`, { method: 'PUT', body: JSON.stringify(body) })).status;
    expect(await put({ upstream: null })).toBe(200);
    expect(await put({ upstream: other })).toBe(403);
    expect(await put({ upstream })).toBe(200);
    const proxied = connect(wsUrl(url, (await newSession(url)).token));
    expect((await proxied.take(12)).toString()).toBe('RFB 003.008\n');
    proxied.ws.close();
  });

  it('refuses to start with a console upstream that is not a strict host:port', async () => {
    await expect(startEmulatorServer({ port: 0, consoleUpstream: '127.999.1.1:5900' })).rejects.toThrow(RangeError);
  });
});
