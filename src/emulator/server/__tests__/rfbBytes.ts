/** Client-side RFB byte builders for tests. */
import { withTrailingText, writePixelFormat, type PixelFormat } from '../console/rfbProtocol';

export function clientHandshake(): Uint8Array {
  return Uint8Array.from([...new TextEncoder().encode('RFB 003.008\n'), 1, 1]);
}

export function setPixelFormat(f: PixelFormat): Uint8Array {
  const out = new Uint8Array(20);
  const view = new DataView(out.buffer);
  view.setUint8(0, 0);
  writePixelFormat(view, 4, f);
  return out;
}

export function setEncodings(encodings: number[]): Uint8Array {
  const out = new Uint8Array(4 + 4 * encodings.length);
  const view = new DataView(out.buffer);
  view.setUint8(0, 2);
  view.setUint16(2, encodings.length);
  encodings.forEach((encoding, i) => view.setInt32(4 + 4 * i, encoding));
  return out;
}

export function framebufferUpdateRequest(
  incremental: boolean,
  x: number,
  y: number,
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(10);
  const view = new DataView(out.buffer);
  view.setUint8(0, 3);
  view.setUint8(1, incremental ? 1 : 0);
  view.setUint16(2, x);
  view.setUint16(4, y);
  view.setUint16(6, width);
  view.setUint16(8, height);
  return out;
}

export function keyEvent(down: boolean, keysym: number): Uint8Array {
  const out = new Uint8Array(8);
  const view = new DataView(out.buffer);
  view.setUint8(0, 4);
  view.setUint8(1, down ? 1 : 0);
  view.setUint32(4, keysym);
  return out;
}

export function pointerEvent(buttonMask: number, x: number, y: number): Uint8Array {
  const out = new Uint8Array(6);
  const view = new DataView(out.buffer);
  view.setUint8(0, 5);
  view.setUint8(1, buttonMask);
  view.setUint16(2, x);
  view.setUint16(4, y);
  return out;
}

export function cutText(text: string): Uint8Array {
  return withTrailingText(8, text, (view) => view.setUint8(0, 6));
}

/** Decodes a FramebufferUpdate with Raw rectangles in 32 bpp little-endian 0x00RRGGBB. */
export function decodeRawUpdate(
  bytes: Uint8Array,
): { x: number; y: number; width: number; height: number; pixels: number[] }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint8(0) !== 0) throw new Error('not a FramebufferUpdate');
  const rects = [];
  let at = 4;
  for (let i = 0; i < view.getUint16(2); i++) {
    const x = view.getUint16(at);
    const y = view.getUint16(at + 2);
    const width = view.getUint16(at + 4);
    const height = view.getUint16(at + 6);
    at += 12;
    const pixels: number[] = [];
    for (let p = 0; p < width * height; p++, at += 4) pixels.push(view.getUint32(at, true));
    rects.push({ x, y, width, height, pixels });
  }
  return rects;
}
