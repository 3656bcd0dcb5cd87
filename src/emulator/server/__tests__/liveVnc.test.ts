/**
 * The live check: a browser-side RFB client, the emulator's console WebSocket and `--console-upstream`
 * against a real VNC server (Xvfb + x11vnc, see ../liveVnc.ts). Skipped where those are not
 * installed; .ci/run installs them, so CI always runs it.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PIXEL_FORMAT, ENCODING_RAW, SECURITY_NONE } from '../console/rfbProtocol';
import {
  acceptsConnections,
  hasRealVncBinaries,
  hasTerminalBinary,
  startRealVncServer,
  type RealVncServer,
} from '../liveVnc';
import { startEmulatorServer, type RunningEmulatorServer } from '../server';
import { connect, newSession, wsUrl, type ConsoleClient } from './consoleClient';
import { framebufferUpdateRequest, keyEvent, pointerEvent, setPixelFormat } from './rfbBytes';

const WIDTH = 1024;
const HEIGHT = 768;
/** How long the screen may take to show the prompt or the typed keys; well inside the test's timeout. */
const WAIT_MS = 10_000;

const binaries = hasRealVncBinaries();
const title = binaries
  ? 'live console through --console-upstream (Xvfb + x11vnc)'
  : 'live console through --console-upstream — skipped: Xvfb and x11vnc are not on PATH (apt-get install xvfb x11vnc)';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  pixels: Buffer;
}

/** Version, security None, ClientInit and SetPixelFormat as a 3.8 client, one step at a time like noVNC. */
async function handshake(client: ConsoleClient): Promise<{ width: number; height: number; version: string }> {
  const version = (await client.take(12)).toString();
  client.ws.send(Buffer.from('RFB 003.008\n'));
  const count = (await client.take(1)).readUInt8(0);
  const types = Array.from(await client.take(count));
  expect(types).toContain(SECURITY_NONE);
  client.ws.send(Uint8Array.of(SECURITY_NONE));
  expect((await client.take(4)).readUInt32BE(0)).toBe(0);
  client.ws.send(Uint8Array.of(1)); // shared: x11vnc runs with -shared, other viewers stay connected
  const init = await client.take(24);
  await client.take(init.readUInt32BE(20)); // desktop name
  // 32 bpp little-endian 0x00RRGGBB, so pixels read the same whatever x11vnc prefers.
  client.ws.send(setPixelFormat(DEFAULT_PIXEL_FORMAT));
  return { width: init.readUInt16BE(0), height: init.readUInt16BE(2), version };
}

/** Reads one FramebufferUpdate; without SetEncodings every rectangle is Raw. */
async function takeUpdate(client: ConsoleClient): Promise<Rect[]> {
  const header = await client.take(4);
  expect(header.readUInt8(0)).toBe(0);
  const rects: Rect[] = [];
  for (let i = 0; i < header.readUInt16BE(2); i++) {
    const head = await client.take(12);
    expect(head.readInt32BE(8)).toBe(ENCODING_RAW);
    const [x, y, width, height] = [
      head.readUInt16BE(0),
      head.readUInt16BE(2),
      head.readUInt16BE(4),
      head.readUInt16BE(6),
    ];
    rects.push({ x, y, width, height, pixels: await client.take(width * height * 4) });
  }
  return rects;
}

/** Dark pixels inside the terminal's top lines: the prompt and what was typed (xterm draws black on white). */
async function inkInTopLines(client: ConsoleClient): Promise<number> {
  const area = { x: 4, y: 4, width: WIDTH - 8, height: 2 * 13 };
  client.ws.send(framebufferUpdateRequest(false, area.x, area.y, area.width, area.height));
  let ink = 0;
  for (const rect of await takeUpdate(client)) {
    for (let at = 0; at < rect.pixels.length; at += 4) {
      const pixel = rect.pixels.readUInt32LE(at);
      if (((pixel >> 16) & 0xff) + ((pixel >> 8) & 0xff) + (pixel & 0xff) < 3 * 128) ink += 1;
    }
  }
  return ink;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shell may not have drawn its prompt yet: reads until the ink is there and stops changing. */
async function settledInk(client: ConsoleClient): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  let previous = -1;
  for (;;) {
    const ink = await inkInTopLines(client);
    if ((ink > 0 && ink === previous) || Date.now() > deadline) return ink;
    previous = ink;
    await pause(50);
  }
}

async function inkAbove(client: ConsoleClient, before: number): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const ink = await inkInTopLines(client);
    if (ink > before || Date.now() > deadline) return ink;
    await pause(50);
  }
}

describe.skipIf(!binaries)(title, () => {
  let vnc: RealVncServer | undefined;
  let emulator: RunningEmulatorServer | undefined;

  beforeAll(async () => {
    vnc = await startRealVncServer({ withTerminal: true });
    emulator = await startEmulatorServer({ port: 0, consoleUpstream: vnc.upstream });
  }, 30_000);

  afterAll(async () => {
    await emulator?.close();
    await vnc?.stop();
    if (vnc === undefined) return;
    // Nothing left behind: x11vnc's port is closed and Xvfb removed its display socket.
    const port = Number(vnc.upstream.split(':')[1]);
    expect(await acceptsConnections(port)).toBe(false);
    expect(existsSync(`/tmp/.X11-unix/X${vnc.display.slice(1)}`)).toBe(false);
  }, 10_000);

  function emulatorUrl(): string {
    if (emulator === undefined) throw new Error('emulator not started');
    return emulator.url;
  }

  it('listens on a loopback VNC port, which the console-upstream control accepts', async () => {
    const upstream = vnc?.upstream ?? '';
    expect(upstream).toMatch(/^127\.0\.0\.1:59\d\d$/);
    // An emulator not given it on the command line, as the e2e live check and the bench use one.
    const plain = await startEmulatorServer({ port: 0 });
    try {
      const put = await fetch(`${plain.url}/_emulator/console-upstream`, {
        method: 'PUT',
        body: JSON.stringify({ upstream }),
      });
      expect(await put.json()).toEqual({ upstream });
    } finally {
      await plain.close();
    }
  });

  it('carries a full RFB 3.8 exchange with the real server', async () => {
    const url = emulatorUrl();
    const client = connect(wsUrl(url, (await newSession(url)).token));
    const init = await handshake(client);
    expect(init.version).toMatch(/^RFB 003\.00\d\n$/);
    expect({ width: init.width, height: init.height }).toEqual({ width: WIDTH, height: HEIGHT });

    client.ws.send(framebufferUpdateRequest(false, 0, 0, WIDTH, HEIGHT));
    const rects = await takeUpdate(client);
    expect(rects.length).toBeGreaterThan(0);
    for (const rect of rects) {
      expect(rect.x + rect.width).toBeLessThanOrEqual(WIDTH);
      expect(rect.y + rect.height).toBeLessThanOrEqual(HEIGHT);
    }
    client.ws.close();
    await client.closed;
  });

  it('refuses a reused token with 4401 even with an upstream', async () => {
    const url = emulatorUrl();
    const { token } = await newSession(url);
    const first = connect(wsUrl(url, token));
    expect((await first.take(12)).toString()).toMatch(/^RFB 003\.00\d\n$/);
    const reused = connect(wsUrl(url, token));
    expect(await reused.closed).toEqual({ code: 4401, reason: 'used' });
    expect(reused.received().length).toBe(0);
    first.ws.close();
    await first.closed;
  });

  const terminal = hasTerminalBinary();
  const typingTitle = terminal
    ? 'shows keys typed through the proxy in a terminal on the display'
    : 'shows keys typed through the proxy — skipped: xterm is not on PATH (apt-get install xterm)';
  it.skipIf(!terminal)(
    typingTitle,
    async () => {
      expect(vnc?.terminal).toBe(true);
      const url = emulatorUrl();
      const client = connect(wsUrl(url, (await newSession(url)).token));
      await handshake(client);
      const before = await settledInk(client);
      expect(before).toBeGreaterThan(0);
      // Without a window manager, keys go to the window under the pointer.
      client.ws.send(pointerEvent(0, WIDTH / 2, HEIGHT / 2));
      for (const char of 'hello') {
        const keysym = char.charCodeAt(0);
        client.ws.send(keyEvent(true, keysym));
        client.ws.send(keyEvent(false, keysym));
      }
      const after = await inkAbove(client, before);
      expect(after).toBeGreaterThan(before);
      client.ws.close();
      await client.closed;
    },
    30_000,
  );
});
