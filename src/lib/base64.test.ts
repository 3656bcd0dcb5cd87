import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';
import { itAnswersAllNamed } from '../test/answerTables';

const ascii = (text: string) => new TextEncoder().encode(text);

// RFC 4648 §10 test vectors.
const RFC_VECTORS: ReadonlyArray<[string, string, string]> = [
  ['', '', ''],
  ['f', 'Zg==', 'Zg'],
  ['fo', 'Zm8=', 'Zm8'],
  ['foo', 'Zm9v', 'Zm9v'],
  ['foob', 'Zm9vYg==', 'Zm9vYg'],
  ['fooba', 'Zm9vYmE=', 'Zm9vYmE'],
  ['foobar', 'Zm9vYmFy', 'Zm9vYmFy'],
];

describe('encodeBase64', () => {
  it.each(RFC_VECTORS)('encodes %j as %s (padded) and %s (unpadded)', (plain, padded, unpadded) => {
    expect(encodeBase64(ascii(plain))).toBe(padded);
    expect(encodeBase64(ascii(plain), { pad: true })).toBe(padded);
    expect(encodeBase64(ascii(plain), { pad: false })).toBe(unpadded);
  });

  it('uses + and / for the top two sextets', () => {
    expect(encodeBase64(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe('+/+/');
    expect(encodeBase64(Uint8Array.of(0xff, 0xff, 0xff))).toBe('////');
  });

  it('matches Buffer for random data of every remainder length', () => {
    for (let length = 0; length < 200; length++) {
      const data = randomBytes(length);
      expect(encodeBase64(data)).toBe(data.toString('base64'));
      expect(encodeBase64(data, { pad: false })).toBe(data.toString('base64').replace(/=+$/, ''));
    }
  });

  it('encodes only the viewed bytes of a subarray', () => {
    expect(encodeBase64(ascii('xxfooxx').subarray(2, 5))).toBe('Zm9v');
  });
});

describe('decodeBase64', () => {
  it.each(RFC_VECTORS)('decodes the padded encoding of %j', (plain, padded) => {
    expect(decodeBase64(padded)).toEqual(ascii(plain));
  });

  it('returns an empty array, not null, for the empty string', () => {
    expect(decodeBase64('')).toEqual(new Uint8Array(0));
  });

  it('decodes the whole alphabet', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    expect(decodeBase64(alphabet)).toEqual(new Uint8Array(Buffer.from(alphabet, 'base64')));
  });

  it('round-trips every byte value and random data', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(decodeBase64(encodeBase64(everyByte))).toEqual(everyByte);
    for (let length = 0; length < 100; length++) {
      const data = new Uint8Array(randomBytes(length));
      expect(decodeBase64(encodeBase64(data))).toEqual(data);
    }
  });

  itAnswersAllNamed(decodeBase64, null, 'rejects %s', [
    ['missing padding', 'Zg'],
    ['missing one padding character', 'Zg='],
    ['unpadded two-byte group', 'Zm8'],
    ['too much padding', 'Z==='],
    ['only padding', '===='],
    ['a lone padding character', '='],
    ['padding in the middle', 'Zg==Zm9v'],
    ['padding inside a group', 'Zm=v'],
    ['a trailing newline', 'Zm9v\n'],
    ['a leading space', ' Zm9v'],
    ['an inner space', 'Zm9v Zm9v'],
    ['wrapped lines', 'Zm9v\r\nZm9v'],
    ['the URL-safe alphabet', 'ab-_'],
    ['a dot', 'Zm9.'],
    ['a non-ASCII letter', 'Zm9é'],
    ['a fullwidth digit', 'Zm9１'],
    ['a NUL', 'Zm9\0'],
    ['length not a multiple of four', 'Zm9vY'],
  ]);

  // Only the canonical encoding is accepted, so one byte string has one text form.
  it.each([
    ['Zh==', 'Zg=='],
    ['Zm9=', 'Zm8='],
    ['AB==', 'AA=='],
    ['AAB=', 'AAA='],
  ])('rejects %s, whose unused bits are not zero (canonical form %s)', (nonCanonical, canonical) => {
    expect(decodeBase64(nonCanonical)).toBeNull();
    expect(decodeBase64(canonical)).not.toBeNull();
  });
});
