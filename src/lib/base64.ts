// Strict RFC 4648 §4 base64. atob/btoa are avoided because atob silently
// tolerates whitespace and missing padding, and both work on binary strings
// rather than bytes; Buffer does not exist in the browser.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const SEXTET_BY_CHAR_CODE: ReadonlyMap<number, number> = new Map(
  Array.from(ALPHABET, (char, sextet) => [char.charCodeAt(0), sextet]),
);

const PAD = '=';

/**
 * Decodes padded standard base64. Returns null unless the input is exactly
 * what a canonical encoder would produce: length a multiple of 4, at most two
 * trailing '=', and zero bits in the unused low bits of the final sextet, so
 * that every byte string has exactly one accepted text form.
 */
export function decodeBase64(s: string): Uint8Array | null {
  if (s.length % 4 !== 0) return null;
  const padding = s.endsWith(PAD + PAD) ? 2 : s.endsWith(PAD) ? 1 : 0;
  const dataChars = s.length - padding;
  const out = new Uint8Array((s.length / 4) * 3 - padding);

  let accumulator = 0;
  let bitCount = 0;
  let written = 0;
  for (let i = 0; i < dataChars; i++) {
    const sextet = SEXTET_BY_CHAR_CODE.get(s.charCodeAt(i));
    if (sextet === undefined) return null;
    accumulator = ((accumulator << 6) | sextet) & 0xfff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      out[written++] = (accumulator >> bitCount) & 0xff;
    }
  }
  const leftoverBits = accumulator & ((1 << bitCount) - 1);
  if (leftoverBits !== 0) return null;
  return out;
}

export function encodeBase64(bytes: Uint8Array, opts?: { pad?: boolean }): string {
  const shouldPad = opts?.pad ?? true;
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const remaining = Math.min(3, bytes.length - i);
    const triple = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const charsForChunk = remaining + 1;
    for (let j = 0; j < charsForChunk; j++) {
      out += ALPHABET.charAt((triple >> (18 - 6 * j)) & 0x3f);
    }
    if (shouldPad) out += PAD.repeat(4 - charsForChunk);
  }
  return out;
}
