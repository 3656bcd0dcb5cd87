/**
 * RFB 3.8 (RFC 6143) wire format, server side: an incremental parser for what the client sends and
 * encoders for what the server sends. Pure: no Node imports, only Uint8Array and DataView.
 */

const SERVER_VERSION = 'RFB 003.008\n';
export const SECURITY_NONE = 1;
export const ENCODING_RAW = 0;

export interface PixelFormat {
  bitsPerPixel: number;
  depth: number;
  bigEndian: boolean;
  trueColour: boolean;
  redMax: number;
  greenMax: number;
  blueMax: number;
  redShift: number;
  greenShift: number;
  blueShift: number;
}

/** The server's native format: 32 bpp, depth 24, little-endian, 0x00RRGGBB. */
export const DEFAULT_PIXEL_FORMAT: PixelFormat = {
  bitsPerPixel: 32,
  depth: 24,
  bigEndian: false,
  trueColour: true,
  redMax: 255,
  greenMax: 255,
  blueMax: 255,
  redShift: 16,
  greenShift: 8,
  blueShift: 0,
};

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ClientEvent =
  | { type: 'version'; major: number; minor: number }
  | { type: 'securityChoice'; securityType: number }
  | { type: 'clientInit'; shared: boolean }
  | { type: 'setPixelFormat'; format: PixelFormat }
  | { type: 'setEncodings'; encodings: number[] }
  | { type: 'framebufferUpdateRequest'; incremental: boolean; rect: Rect }
  | { type: 'keyEvent'; down: boolean; keysym: number }
  | { type: 'pointerEvent'; buttonMask: number; x: number; y: number }
  | { type: 'clientCutText'; length: number }
  | { type: 'error'; message: string };

type Phase = 'version' | 'security' | 'clientInit' | 'messages' | 'failed';

/** Client cut text may be long; cap it so a client cannot make the server buffer without bound. */
export const MAX_CUT_TEXT = 1 << 20;

/**
 * Bytes received and not yet consumed, kept as the chunks they arrived in. A message is copied
 * out only when it straddles chunks, and then only its own bytes: joining everything held on each
 * chunk made a large message sent in tiny chunks cost quadratic time.
 */
interface ByteQueue {
  readonly length: number;
  push(chunk: Uint8Array): void;
  /** The byte `index` places ahead; the caller checks `length` first. */
  byteAt(index: number): number;
  /** The next `count` bytes: a view when they lie in one chunk, else a copy of just them. */
  take(count: number): Uint8Array;
  skip(count: number): void;
  clear(): void;
}

function createByteQueue(): ByteQueue {
  let chunks: Uint8Array[] = [];
  /** chunks[first] is the oldest chunk still held, from byte `offset` on. */
  let first = 0;
  let offset = 0;
  let length = 0;

  function advance(count: number, copyInto?: Uint8Array): void {
    let done = 0;
    while (done < count) {
      const chunk = chunks[first];
      if (chunk === undefined) throw new RangeError('byte queue underrun');
      const step = Math.min(count - done, chunk.length - offset);
      copyInto?.set(chunk.subarray(offset, offset + step), done);
      done += step;
      offset += step;
      if (offset === chunk.length) {
        first += 1;
        offset = 0;
      }
    }
    length -= count;
    // Drop spent chunks now and then, not on every message: shifting a long array is itself a copy.
    if (first > 64 && first * 2 > chunks.length) {
      chunks = chunks.slice(first);
      first = 0;
    }
  }

  return {
    get length() {
      return length;
    },
    push(chunk) {
      if (chunk.length === 0) return;
      chunks.push(chunk);
      length += chunk.length;
    },
    byteAt(index) {
      let at = offset + index;
      for (let i = first; i < chunks.length; i++) {
        const chunk = chunks[i] ?? new Uint8Array(0);
        if (at < chunk.length) return chunk[at] ?? 0;
        at -= chunk.length;
      }
      throw new RangeError('byte queue underrun');
    },
    take(count) {
      const chunk = chunks[first];
      if (chunk !== undefined && chunk.length - offset >= count) {
        const view = chunk.subarray(offset, offset + count);
        advance(count);
        return view;
      }
      const copy = new Uint8Array(count);
      advance(count, copy);
      return copy;
    },
    skip(count) {
      advance(count);
    },
    clear() {
      chunks = [];
      first = 0;
      offset = 0;
      length = 0;
    },
  };
}

function uint16At(queue: ByteQueue, at: number): number {
  return (queue.byteAt(at) << 8) | queue.byteAt(at + 1);
}

function uint32At(queue: ByteQueue, at: number): number {
  return uint16At(queue, at) * 0x10000 + uint16At(queue, at + 2);
}

/** Bytes the next client message takes, once enough of it is here to tell; null if its type is unknown. */
function messageLength(queue: ByteQueue): number | null {
  switch (queue.byteAt(0)) {
    case 0:
      return 20;
    case 2:
      return queue.length < 4 ? 4 : 4 + 4 * uint16At(queue, 2);
    case 3:
      return 10;
    case 4:
      return 8;
    case 5:
      return 6;
    case 6:
      return queue.length < 8 ? 8 : 8 + uint32At(queue, 4);
    default:
      return null;
  }
}

function readPixelFormat(view: DataView, at: number): PixelFormat {
  return {
    bitsPerPixel: view.getUint8(at),
    depth: view.getUint8(at + 1),
    bigEndian: view.getUint8(at + 2) !== 0,
    trueColour: view.getUint8(at + 3) !== 0,
    redMax: view.getUint16(at + 4),
    greenMax: view.getUint16(at + 6),
    blueMax: view.getUint16(at + 8),
    redShift: view.getUint8(at + 10),
    greenShift: view.getUint8(at + 11),
    blueShift: view.getUint8(at + 12),
  };
}

/** The 16-byte pixel format inside ServerInit and SetPixelFormat; its 3 padding bytes stay 0. */
export function writePixelFormat(view: DataView, at: number, format: PixelFormat): void {
  view.setUint8(at, format.bitsPerPixel);
  view.setUint8(at + 1, format.depth);
  view.setUint8(at + 2, format.bigEndian ? 1 : 0);
  view.setUint8(at + 3, format.trueColour ? 1 : 0);
  view.setUint16(at + 4, format.redMax);
  view.setUint16(at + 6, format.greenMax);
  view.setUint16(at + 8, format.blueMax);
  view.setUint8(at + 10, format.redShift);
  view.setUint8(at + 11, format.greenShift);
  view.setUint8(at + 12, format.blueShift);
}

/** Decodes a whole message other than ClientCutText (whose text the parser skips). */
function decodeMessage(message: Uint8Array): ClientEvent {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  switch (message[0]) {
    case 0:
      return { type: 'setPixelFormat', format: readPixelFormat(view, 4) };
    case 2: {
      const count = view.getUint16(2);
      return { type: 'setEncodings', encodings: Array.from({ length: count }, (_, i) => view.getInt32(4 + 4 * i)) };
    }
    case 3:
      return {
        type: 'framebufferUpdateRequest',
        incremental: view.getUint8(1) !== 0,
        rect: { x: view.getUint16(2), y: view.getUint16(4), width: view.getUint16(6), height: view.getUint16(8) },
      };
    case 4:
      return { type: 'keyEvent', down: view.getUint8(1) !== 0, keysym: view.getUint32(4) };
    default:
      return { type: 'pointerEvent', buttonMask: view.getUint8(1), x: view.getUint16(2), y: view.getUint16(4) };
  }
}

export interface ClientParser {
  /**
   * Feed any chunk of bytes; returns every event completed by it, in order. The parser may keep a
   * view of the chunk until its bytes are consumed, so the caller must not reuse it.
   */
  feed(chunk: Uint8Array): ClientEvent[];
}

/** The client's side of the handshake, then its messages, decoded across any chunk boundaries. */
export function createClientParser(): ClientParser {
  let phase: Phase = 'version';
  const queue = createByteQueue();
  /** A ClientCutText whose text is being skipped as it arrives: nothing of it is kept. */
  let cutText: { length: number; left: number } | null = null;

  function next(): ClientEvent | null {
    switch (phase) {
      case 'version': {
        if (queue.length < 12) return null;
        const text = new TextDecoder().decode(queue.take(12));
        const match = /^RFB (\d{3})\.(\d{3})\n$/.exec(text);
        if (match === null) {
          phase = 'failed';
          return { type: 'error', message: 'bad protocol version' };
        }
        phase = 'security';
        return { type: 'version', major: Number(match[1]), minor: Number(match[2]) };
      }
      case 'security': {
        if (queue.length < 1) return null;
        phase = 'clientInit';
        return { type: 'securityChoice', securityType: queue.take(1)[0] ?? 0 };
      }
      case 'clientInit': {
        if (queue.length < 1) return null;
        phase = 'messages';
        return { type: 'clientInit', shared: (queue.take(1)[0] ?? 0) !== 0 };
      }
      case 'messages': {
        if (cutText !== null) {
          const skipped = Math.min(cutText.left, queue.length);
          queue.skip(skipped);
          cutText.left -= skipped;
          if (cutText.left > 0) return null;
          const { length } = cutText;
          cutText = null;
          return { type: 'clientCutText', length };
        }
        if (queue.length < 1) return null;
        const type = queue.byteAt(0);
        const length = messageLength(queue);
        if (length === null) {
          phase = 'failed';
          return { type: 'error', message: `unknown client message type ${type}` };
        }
        if (type === 6 && length - 8 > MAX_CUT_TEXT) {
          phase = 'failed';
          return { type: 'error', message: 'client cut text too long' };
        }
        if (type === 6 && queue.length >= 8) {
          // The server has no clipboard to put the text in: it is skipped, and only its length reported.
          queue.skip(8);
          cutText = { length: length - 8, left: length - 8 };
          return next();
        }
        if (queue.length < length) return null;
        return decodeMessage(queue.take(length));
      }
      case 'failed':
        queue.clear();
        return null;
    }
  }

  return {
    feed(chunk) {
      if (phase === 'failed') return [];
      queue.push(chunk);
      const events: ClientEvent[] = [];
      for (let event = next(); event !== null; event = next()) events.push(event);
      return events;
    },
  };
}

/**
 * A message that ends in text: `headerLength` bytes whose last four are the text's U32 length (the
 * rest written by `writeHeader`), then the UTF-8 text.
 */
export function withTrailingText(
  headerLength: number,
  text: string,
  writeHeader: (view: DataView) => void,
): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  const out = new Uint8Array(headerLength + bytes.length);
  const view = new DataView(out.buffer);
  writeHeader(view);
  view.setUint32(headerLength - 4, bytes.length);
  out.set(bytes, headerLength);
  return out;
}

// ---- Server → client ----

export function encodeVersion(): Uint8Array {
  return new TextEncoder().encode(SERVER_VERSION);
}

/** RFB 3.8 security types list: one type, None. */
export function encodeSecurityTypes(): Uint8Array {
  return Uint8Array.of(1, SECURITY_NONE);
}

/** SecurityResult: 0 = OK; a failure carries a reason string (3.8). */
export function encodeSecurityResult(ok: boolean, reason = ''): Uint8Array {
  if (ok) return Uint8Array.of(0, 0, 0, 0);
  return withTrailingText(8, reason, (view) => view.setUint32(0, 1));
}

export function encodeServerInit(width: number, height: number, format: PixelFormat, name: string): Uint8Array {
  return withTrailingText(24, name, (view) => {
    view.setUint16(0, width);
    view.setUint16(2, height);
    writePixelFormat(view, 4, format);
  });
}

/** Whether the server can produce pixels in this format (true colour, 8/16/32 bpp). */
export function pixelFormatProblem(format: PixelFormat): string | null {
  if (!format.trueColour) return 'colour-map pixel formats are not supported';
  if (![8, 16, 32].includes(format.bitsPerPixel)) return `unsupported bits per pixel ${format.bitsPerPixel}`;
  return null;
}

function scaleChannel(channel: number, max: number): number {
  return Math.round((channel * max) / 255);
}

/** One 0xRRGGBB colour as the client's pixel value (before byte order). */
function clientPixelValue(rgb: number, format: PixelFormat): number {
  return (
    ((scaleChannel((rgb >> 16) & 0xff, format.redMax) << format.redShift) |
      (scaleChannel((rgb >> 8) & 0xff, format.greenMax) << format.greenShift) |
      (scaleChannel(rgb & 0xff, format.blueMax) << format.blueShift)) >>>
    0
  );
}

/** Writes one 0xRRGGBB colour in the client's format at `at`. */
export function writePixel(out: DataView, at: number, rgb: number, format: PixelFormat): void {
  writePixelValue(out, at, clientPixelValue(rgb, format), format);
}

function writePixelValue(out: DataView, at: number, value: number, format: PixelFormat): void {
  if (format.bitsPerPixel === 32) out.setUint32(at, value, !format.bigEndian);
  else if (format.bitsPerPixel === 16) out.setUint16(at, value & 0xffff, !format.bigEndian);
  else out.setUint8(at, value & 0xff);
}

/** A FramebufferUpdate with one Raw rectangle per entry; `pixel(x, y)` gives 0xRRGGBB. */
export function encodeRawUpdate(
  rects: readonly Rect[],
  pixel: (x: number, y: number) => number,
  format: PixelFormat,
): Uint8Array {
  const bytesPerPixel = format.bitsPerPixel / 8;
  const size = rects.reduce((sum, r) => sum + 12 + r.width * r.height * bytesPerPixel, 4);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint8(0, 0);
  view.setUint16(2, rects.length);
  // A screen holds few distinct colours: each is converted once, not once per pixel (figures: docs/performance.md).
  const converted = new Map<number, number>();
  let at = 4;
  for (const rect of rects) {
    view.setUint16(at, rect.x);
    view.setUint16(at + 2, rect.y);
    view.setUint16(at + 4, rect.width);
    view.setUint16(at + 6, rect.height);
    view.setInt32(at + 8, ENCODING_RAW);
    at += 12;
    for (let y = rect.y; y < rect.y + rect.height; y++) {
      for (let x = rect.x; x < rect.x + rect.width; x++) {
        const rgb = pixel(x, y);
        let value = converted.get(rgb);
        if (value === undefined) {
          value = clientPixelValue(rgb, format);
          converted.set(rgb, value);
        }
        writePixelValue(view, at, value, format);
        at += bytesPerPixel;
      }
    }
  }
  return out;
}

// ---- Rectangles ----

export function intersect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

export function union(a: Rect | null, b: Rect): Rect {
  if (a === null) return { ...b };
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}
