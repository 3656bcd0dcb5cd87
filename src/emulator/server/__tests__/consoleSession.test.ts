import { describe, expect, it } from 'vitest';
import { FONT_GLYPH_COUNT, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from '../console/font';
import {
  BACKGROUND,
  cellOrigin,
  COLUMNS,
  createConsoleScreen,
  FOREGROUND,
  ROWS,
  SCALE,
  SCREEN_HEIGHT,
  SCREEN_WIDTH,
} from '../console/framebuffer';
import { DEFAULT_PIXEL_FORMAT } from '../console/rfbProtocol';
import { CLOSE_PROTOCOL_ERROR, createRfbSession } from '../console/session';
import {
  clientHandshake,
  decodeRawUpdate,
  framebufferUpdateRequest,
  keyEvent,
  setPixelFormat,
  setEncodings,
  pointerEvent,
  cutText,
} from './rfbBytes';

/**
 * A client over a fake transport. Sent bytes stay "unwritten" (in the socket's buffer) until the
 * client reads them: takeAll() reads everything; `sent` alone looks without reading.
 */
function fakeClient(name = 'web-1') {
  const sent: Uint8Array[] = [];
  const unwritten: { bytes: Uint8Array; written?: () => void }[] = [];
  const closed: { code: number; reason: string }[] = [];
  const session = createRfbSession(name, {
    send: (bytes, written?: () => void) => {
      sent.push(bytes);
      unwritten.push({ bytes, written });
    },
    close: (code, reason) => closed.push({ code, reason }),
  });
  /** The client reads everything sent so far, which lets the server's buffer drain. */
  const drain = (): void => {
    for (const { written } of unwritten.splice(0)) written?.();
  };
  return {
    session,
    sent,
    closed,
    drain,
    unwrittenBytes: () => unwritten.reduce((sum, { bytes }) => sum + bytes.length, 0),
    takeAll: () => {
      const taken = sent.splice(0);
      drain();
      return taken;
    },
  };
}

function handshake() {
  const client = fakeClient();
  client.session.receive(clientHandshake());
  client.takeAll();
  return client;
}

/** Whether the glyph for `char` is drawn at text cell (column, row) of the screen. */
function glyphAt(pixel: (x: number, y: number) => number, char: string, column: number, row: number): boolean {
  const { x, y } = cellOrigin(column, row);
  for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      const expected = glyphPixel(char, gx, gy) ? FOREGROUND : BACKGROUND;
      if (pixel(x + gx * SCALE, y + gy * SCALE) !== expected) return false;
    }
  }
  return true;
}

describe('font and screen', () => {
  it('has a glyph for every printable ASCII character, distinct from each other', () => {
    expect(FONT_GLYPH_COUNT).toBe(95);
    const shapes = new Set<string>();
    for (let code = 0x21; code <= 0x7e; code++) {
      const char = String.fromCharCode(code);
      let bits = '';
      for (let y = 0; y < GLYPH_HEIGHT; y++)
        for (let x = 0; x < GLYPH_WIDTH; x++) bits += glyphPixel(char, x, y) ? '1' : '0';
      expect(bits).toContain('1');
      shapes.add(bits);
    }
    expect(shapes.size).toBe(94);
  });

  it('shows the VM name, the banner and a prompt; scrolls after the last row', () => {
    const screen = createConsoleScreen('db-2');
    expect(screen.lines()).toEqual(['db-2 console', 'Connected via emulator', '$ ']);
    expect(glyphAt(screen.pixel, 'd', 0, 0)).toBe(true);
    expect(glyphAt(screen.pixel, '$', 0, 2)).toBe(true);
    for (let i = 0; i < ROWS + 3; i++) screen.enter();
    expect(screen.lines()).toHaveLength(ROWS);
    screen.typeText('x'.repeat(COLUMNS * 2));
    expect(screen.lines()[ROWS - 1]).toHaveLength(COLUMNS);
  });
});

describe('RFB session', () => {
  it('does the 3.8 handshake byte by byte', () => {
    const client = fakeClient('web-1');
    expect(new TextDecoder().decode(client.takeAll()[0])).toBe('RFB 003.008\n');
    for (const byte of new TextEncoder().encode('RFB 003.008\n')) client.session.receive(Uint8Array.of(byte));
    expect(client.takeAll().map((b) => Array.from(b))).toEqual([[1, 1]]);
    client.session.receive(Uint8Array.of(1));
    expect(client.takeAll().map((b) => Array.from(b))).toEqual([[0, 0, 0, 0]]);
    client.session.receive(Uint8Array.of(1));
    const [init] = client.takeAll();
    if (init === undefined) throw new Error('no ServerInit');
    const view = new DataView(init.buffer, init.byteOffset, init.byteLength);
    expect([view.getUint16(0), view.getUint16(2)]).toEqual([SCREEN_WIDTH, SCREEN_HEIGHT]);
    expect(Array.from(init.slice(4, 17))).toEqual([32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 16, 8, 0]);
    expect(view.getUint32(20)).toBe(5);
    expect(new TextDecoder().decode(init.slice(24))).toBe('web-1');
    expect(client.closed).toEqual([]);
  });

  it('refuses another version or security type', () => {
    const old = fakeClient();
    old.session.receive(new TextEncoder().encode('RFB 003.003\n'));
    expect(old.closed).toEqual([{ code: CLOSE_PROTOCOL_ERROR, reason: 'unsupported RFB version' }]);
    const vnc = fakeClient();
    vnc.session.receive(Uint8Array.from([...new TextEncoder().encode('RFB 003.008\n'), 2]));
    expect(vnc.sent.at(-1)?.[3]).toBe(1); // SecurityResult failed
    expect(vnc.closed[0]?.code).toBe(CLOSE_PROTOCOL_ERROR);
  });

  it('sends the full requested rectangle for a non-incremental request', () => {
    const client = handshake();
    client.session.receive(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    const [update] = client.takeAll();
    const [rect] = decodeRawUpdate(update ?? new Uint8Array());
    expect(rect).toMatchObject({ x: 0, y: 0, width: SCREEN_WIDTH, height: SCREEN_HEIGHT });
    const pixel = (x: number, y: number): number => rect?.pixels[y * SCREEN_WIDTH + x] ?? -1;
    expect(pixel(0, 0)).toBe(BACKGROUND);
    expect(glyphAt(pixel, 'w', 0, 0)).toBe(true);
    expect(glyphAt(pixel, 'C', 0, 1)).toBe(true);
  });

  it('honours SetPixelFormat: big-endian and other shifts change the pixel bytes', () => {
    const client = handshake();
    client.session.receive(setPixelFormat({ ...DEFAULT_PIXEL_FORMAT, bigEndian: true }));
    client.session.receive(framebufferUpdateRequest(false, 0, 0, 1, 1));
    expect(Array.from(client.takeAll()[0]?.slice(16) ?? [])).toEqual([0, 0x10, 0x14, 0x18]);
    client.session.receive(setPixelFormat({ ...DEFAULT_PIXEL_FORMAT, redShift: 0, blueShift: 16 }));
    client.session.receive(framebufferUpdateRequest(false, 0, 0, 1, 1));
    expect(Array.from(client.takeAll()[0]?.slice(16) ?? [])).toEqual([0x10, 0x14, 0x18, 0]);
    client.session.receive(setPixelFormat({ ...DEFAULT_PIXEL_FORMAT, trueColour: false, bitsPerPixel: 8 }));
    expect(client.closed[0]?.code).toBe(CLOSE_PROTOCOL_ERROR);
  });

  it('answers an incremental request only after something changed, with the changed band only', () => {
    const client = handshake();
    client.session.receive(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    client.takeAll();
    client.session.receive(framebufferUpdateRequest(true, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    client.session.receive(pointerEvent(0, 10, 10));
    expect(client.takeAll()).toEqual([]);
    client.session.receive(keyEvent(true, 0x61)); // 'a', answers the pending request
    const updates = client.takeAll();
    expect(updates).toHaveLength(1);
    const [rect] = decodeRawUpdate(updates[0] ?? new Uint8Array());
    const promptTop = cellOrigin(0, 2).y;
    expect(rect).toMatchObject({ x: 0, y: promptTop, width: SCREEN_WIDTH });
    expect(rect?.height).toBeLessThan(30);
    // Nothing changed since: the next incremental request waits.
    client.session.receive(framebufferUpdateRequest(true, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    client.session.receive(keyEvent(false, 0x61));
    expect(client.takeAll()).toEqual([]);
  });

  it('echoes typed keys on the prompt line; BackSpace deletes; Return starts a new prompt', () => {
    const client = handshake();
    const screen = client.session.screen;
    for (const key of [0x6c, 0x73, 0x78]) {
      client.session.receive(keyEvent(true, key));
      client.session.receive(keyEvent(false, key));
    }
    client.session.receive(keyEvent(true, 0xff08));
    expect(screen.lines()[2]).toBe('$ ls');
    expect(glyphAt(screen.pixel, 'l', 2, 2)).toBe(true);
    expect(glyphAt(screen.pixel, 's', 3, 2)).toBe(true);
    expect(glyphAt(screen.pixel, ' ', 4, 2)).toBe(true);
    client.session.receive(keyEvent(true, 0xff0d));
    expect(screen.lines().slice(2)).toEqual(['$ ls', '$ ']);
    // The echoed glyphs reach the client in the requested pixels.
    client.session.receive(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    const [rect] = decodeRawUpdate(client.takeAll()[0] ?? new Uint8Array());
    expect(glyphAt((x, y) => rect?.pixels[y * SCREEN_WIDTH + x] ?? -1, 'l', 2, 2)).toBe(true);
  });

  it('records encodings and the pointer, skips cut text, across one chunk', () => {
    const client = handshake();
    client.session.receive(
      Uint8Array.from([...setEncodings([0, -239]), ...cutText('secret'), ...pointerEvent(1, 5, 6)]),
    );
    expect(client.session.encodings).toEqual([0, -239]);
    expect(client.session.pointer).toEqual({ x: 5, y: 6, buttonMask: 1 });
    expect(client.closed).toEqual([]);
  });
});

const FULL_FRAME_BYTES = 4 + 12 + SCREEN_WIDTH * SCREEN_HEIGHT * 4;

function repeated(message: Uint8Array, times: number): Uint8Array {
  const out = new Uint8Array(message.length * times);
  for (let i = 0; i < times; i++) out.set(message, i * message.length);
  return out;
}

describe('RFB session back-pressure', () => {
  it('answers 300 full-screen requests from a client that does not read with one frame, then one more', () => {
    const client = handshake();
    client.session.receive(repeated(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT), 300));
    expect(client.sent).toHaveLength(1);
    expect(client.unwrittenBytes()).toBe(FULL_FRAME_BYTES);
    // More requests while it still does not read: still nothing new is rendered.
    client.session.receive(repeated(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT), 300));
    expect(client.sent).toHaveLength(1);

    // Once it reads, the waiting requests get one answer between them.
    const first = client.takeAll();
    expect(first).toHaveLength(1);
    const second = client.takeAll();
    expect(second).toHaveLength(1);
    expect(decodeRawUpdate(second[0] ?? new Uint8Array())[0]).toMatchObject({
      x: 0,
      y: 0,
      width: SCREEN_WIDTH,
      height: SCREEN_HEIGHT,
    });
    expect(client.takeAll()).toEqual([]);
  });

  it('merges waiting requests for different areas into one update covering them', () => {
    const client = handshake();
    client.session.receive(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    client.session.receive(framebufferUpdateRequest(false, 100, 50, 20, 30));
    client.session.receive(framebufferUpdateRequest(false, 40, 200, 5, 5));
    client.session.receive(framebufferUpdateRequest(false, 300, 60, 10, 10));
    expect(client.takeAll()).toHaveLength(1);
    const merged = client.takeAll();
    expect(merged).toHaveLength(1);
    expect(decodeRawUpdate(merged[0] ?? new Uint8Array())[0]).toMatchObject({ x: 40, y: 50, width: 270, height: 155 });
  });

  it('holds changes typed while the client does not read, and sends them as one band once it does', () => {
    const client = handshake();
    client.session.receive(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    client.session.receive(framebufferUpdateRequest(true, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    for (const key of [0x61, 0x62, 0x63]) client.session.receive(keyEvent(true, key));
    client.session.receive(framebufferUpdateRequest(true, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    expect(client.sent).toHaveLength(1);
    client.takeAll();
    const updates = client.takeAll();
    expect(updates).toHaveLength(1);
    const [rect] = decodeRawUpdate(updates[0] ?? new Uint8Array());
    expect(rect).toMatchObject({ x: 0, y: cellOrigin(0, 2).y, width: SCREEN_WIDTH });
    expect(glyphAt((x, y) => rect?.pixels[(y - (rect?.y ?? 0)) * SCREEN_WIDTH + x] ?? -1, 'c', 4, 0)).toBe(false);
    expect(client.session.screen.lines()[2]).toBe('$ abc');
    // Nothing changed since: the incremental request waits, even with the buffer empty.
    client.session.receive(framebufferUpdateRequest(true, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    expect(client.takeAll()).toEqual([]);
  });

  it('sends nothing more once the connection is gone, even when the buffer drains', () => {
    const client = handshake();
    client.session.receive(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    client.session.receive(framebufferUpdateRequest(false, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT));
    client.session.dispose();
    expect(client.takeAll()).toHaveLength(1);
    expect(client.takeAll()).toEqual([]);
  });
});
