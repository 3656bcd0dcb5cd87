import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createClientParser,
  MAX_CUT_TEXT,
  type ClientEvent,
  DEFAULT_PIXEL_FORMAT,
  encodeRawUpdate,
  encodeServerInit,
  writePixel,
} from '../console/rfbProtocol';
import {
  clientHandshake,
  framebufferUpdateRequest,
  keyEvent,
  pointerEvent,
  setEncodings,
  setPixelFormat,
  cutText,
} from './rfbBytes';

const stream = Uint8Array.from([
  ...clientHandshake(),
  ...setPixelFormat({ ...DEFAULT_PIXEL_FORMAT, bigEndian: true }),
  ...setEncodings([0, -223, 1]),
  ...framebufferUpdateRequest(false, 1, 2, 30, 40),
  ...keyEvent(true, 0x41),
  ...pointerEvent(1, 300, 200),
  ...cutText('hello'),
  ...keyEvent(false, 0xff0d),
]);

const expected: ClientEvent[] = [
  { type: 'version', major: 3, minor: 8 },
  { type: 'securityChoice', securityType: 1 },
  { type: 'clientInit', shared: true },
  { type: 'setPixelFormat', format: { ...DEFAULT_PIXEL_FORMAT, bigEndian: true } },
  { type: 'setEncodings', encodings: [0, -223, 1] },
  { type: 'framebufferUpdateRequest', incremental: false, rect: { x: 1, y: 2, width: 30, height: 40 } },
  { type: 'keyEvent', down: true, keysym: 0x41 },
  { type: 'pointerEvent', buttonMask: 1, x: 300, y: 200 },
  { type: 'clientCutText', length: 5 },
  { type: 'keyEvent', down: false, keysym: 0xff0d },
];

function feedInChunks(sizes: (index: number) => number): ClientEvent[] {
  const parser = createClientParser();
  const events: ClientEvent[] = [];
  for (let at = 0, i = 0; at < stream.length; i++) {
    const size = Math.max(1, sizes(i));
    events.push(...parser.feed(stream.slice(at, at + size)));
    at += size;
  }
  return events;
}

describe('RFB client parser', () => {
  it('decodes the whole stream in one chunk', () => {
    expect(createClientParser().feed(stream)).toEqual(expected);
  });

  it('decodes it fed byte by byte', () => {
    expect(feedInChunks(() => 1)).toEqual(expected);
  });

  it.each([2, 3, 5, 7, 11, 13])('decodes it in chunks of %i', (size) => {
    expect(feedInChunks(() => size)).toEqual(expected);
  });

  it('decodes it split at pseudo-random boundaries', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let round = 0; round < 50; round++) expect(feedInChunks(() => (random() % 9) + 1)).toEqual(expected);
  });

  it('emits nothing until a message is complete', () => {
    const parser = createClientParser();
    expect(parser.feed(clientHandshake())).toHaveLength(3);
    const request = framebufferUpdateRequest(true, 0, 0, 10, 10);
    expect(parser.feed(request.slice(0, 9))).toEqual([]);
    expect(parser.feed(request.slice(9))).toEqual([
      { type: 'framebufferUpdateRequest', incremental: true, rect: { x: 0, y: 0, width: 10, height: 10 } },
    ]);
  });

  it('reports a bad version and an unknown message type, then stops', () => {
    expect(createClientParser().feed(new TextEncoder().encode('HTTP/1.1 200'))).toEqual([
      { type: 'error', message: 'bad protocol version' },
    ]);
    const parser = createClientParser();
    expect(parser.feed(Uint8Array.from([...clientHandshake(), 99, 1, 2]))).toContainEqual({
      type: 'error',
      message: 'unknown client message type 99',
    });
    expect(parser.feed(keyEvent(true, 0x41))).toEqual([]);
  });
});

describe('RFB server encoders', () => {
  it('encodes ServerInit with size, pixel format and name', () => {
    const bytes = encodeServerInit(800, 480, DEFAULT_PIXEL_FORMAT, 'web-1');
    expect(Array.from(bytes.slice(0, 24))).toEqual([
      3, 32, 1, 224, 32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 16, 8, 0, 0, 0, 0, 0, 0, 0, 5,
    ]);
    expect(new TextDecoder().decode(bytes.slice(24))).toBe('web-1');
  });

  it('writes pixels in the requested byte order, shifts and depth', () => {
    const out = new DataView(new ArrayBuffer(4));
    writePixel(out, 0, 0x112233, DEFAULT_PIXEL_FORMAT);
    expect(Array.from(new Uint8Array(out.buffer))).toEqual([0x33, 0x22, 0x11, 0]);
    writePixel(out, 0, 0x112233, { ...DEFAULT_PIXEL_FORMAT, bigEndian: true });
    expect(Array.from(new Uint8Array(out.buffer))).toEqual([0, 0x11, 0x22, 0x33]);
    writePixel(out, 0, 0x112233, { ...DEFAULT_PIXEL_FORMAT, redShift: 0, blueShift: 16 });
    expect(Array.from(new Uint8Array(out.buffer))).toEqual([0x11, 0x22, 0x33, 0]);
    const rgb565 = {
      ...DEFAULT_PIXEL_FORMAT,
      bitsPerPixel: 16,
      depth: 16,
      redMax: 31,
      greenMax: 63,
      blueMax: 31,
      redShift: 11,
      greenShift: 5,
    };
    writePixel(out, 0, 0xffffff, rgb565);
    expect(out.getUint16(0, true)).toBe(0xffff);
  });

  it('encodes a Raw rectangle header and pixels', () => {
    const bytes = encodeRawUpdate(
      [{ x: 1, y: 2, width: 2, height: 1 }],
      (x) => (x === 1 ? 0xff0000 : 0x0000ff),
      DEFAULT_PIXEL_FORMAT,
    );
    expect(Array.from(bytes)).toEqual([0, 0, 0, 1, 0, 1, 0, 2, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0xff, 0, 0xff, 0, 0, 0]);
  });
});

describe('RFB client parser limits', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Bytes copied by typed-array `set` while `run` runs: how a joining parser copies. */
  function bytesCopiedBy(run: () => void): number {
    let copied = 0;
    const originalSet = Uint8Array.prototype.set;
    vi.spyOn(Uint8Array.prototype, 'set').mockImplementation(function (
      this: Uint8Array,
      source: ArrayLike<number>,
      offset?: number,
    ) {
      copied += source.length;
      originalSet.call(this, source, offset);
    });
    // A parser that slices off each message would copy what follows it: count slices too.
    const originalSlice = Uint8Array.prototype.slice;
    vi.spyOn(Uint8Array.prototype, 'slice').mockImplementation(function (
      this: Uint8Array,
      start?: number,
      end?: number,
    ) {
      const part = originalSlice.call(this, start, end);
      copied += part.length;
      return part;
    });
    run();
    return copied;
  }

  it('decodes many messages in one large chunk without copying what follows each one', () => {
    const parser = createClientParser();
    parser.feed(clientHandshake());
    const many = new Uint8Array(8 * 20000);
    for (let i = 0; i < 20000; i++) many.set(keyEvent(true, 0x61), i * 8);
    let events: ClientEvent[] = [];
    const copied = bytesCopiedBy(() => (events = parser.feed(many)));
    expect(events).toHaveLength(20000);
    expect(copied).toBeLessThan(1024);
  });

  it('takes a 1 MiB cut text in 64-byte chunks without re-copying what it holds', () => {
    const parser = createClientParser();
    parser.feed(clientHandshake());
    const message = Uint8Array.from([...cutText('x'.repeat(MAX_CUT_TEXT)), ...keyEvent(true, 0x61)]);
    const events: ClientEvent[] = [];
    const copied = bytesCopiedBy(() => {
      for (let at = 0; at < message.length; at += 64) events.push(...parser.feed(message.subarray(at, at + 64)));
    });
    expect(events).toEqual([
      { type: 'clientCutText', length: MAX_CUT_TEXT },
      { type: 'keyEvent', down: true, keysym: 0x61 },
    ]);
    // Only messages that straddle two chunks are joined: a few bytes, never the text held so far.
    expect(copied).toBeLessThan(1024);
  });

  it('decodes an empty cut text, and one split right after its header', () => {
    const parser = createClientParser();
    parser.feed(clientHandshake());
    expect(parser.feed(Uint8Array.from([...cutText(''), ...keyEvent(true, 0x61)]))).toEqual([
      { type: 'clientCutText', length: 0 },
      { type: 'keyEvent', down: true, keysym: 0x61 },
    ]);
    const split = cutText('abc');
    expect(parser.feed(split.subarray(0, 8))).toEqual([]);
    expect(parser.feed(split.subarray(8, 10))).toEqual([]);
    expect(parser.feed(Uint8Array.from([...split.subarray(10), ...keyEvent(false, 0x61)]))).toEqual([
      { type: 'clientCutText', length: 3 },
      { type: 'keyEvent', down: false, keysym: 0x61 },
    ]);
  });

  it('refuses a cut text over 1 MiB before buffering it', () => {
    const parser = createClientParser();
    parser.feed(clientHandshake());
    expect(parser.feed(Uint8Array.of(6, 0, 0, 0, 0x7f, 0, 0, 0))).toEqual([
      { type: 'error', message: 'client cut text too long' },
    ]);
  });
});
