import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it.each([
    ['the empty string', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['"abc"', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'the 448-bit message',
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    [
      'the 896-bit message',
      'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    ],
  ])('matches the FIPS 180-2 vector for %s', (_name, message, expected) => {
    expect(hex(sha256(utf8(message)))).toBe(expected);
  });

  it('matches the vector for one million "a"', () => {
    expect(hex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('always returns 32 bytes', () => {
    for (const length of [0, 1, 64, 1000]) expect(sha256(new Uint8Array(length))).toHaveLength(32);
  });

  // Lengths 55/56 and 119/120 are where the length field stops fitting in the last block.
  it.each([1, 3, 31, 32, 54, 55, 56, 57, 63, 64, 65, 111, 119, 120, 127, 128, 129, 1023, 4096, 65_537])(
    'agrees with node:crypto on %i random bytes',
    (length) => {
      const data = randomBytes(length);
      expect(hex(sha256(data))).toBe(nodeSha256(data));
    },
  );

  it('agrees with node:crypto on many random inputs of random length', () => {
    for (let i = 0; i < 300; i++) {
      const data = randomBytes(Math.floor(Math.random() * 600));
      expect(hex(sha256(data))).toBe(nodeSha256(data));
    }
  });

  it('hashes only the viewed bytes of a subarray', () => {
    const backing = randomBytes(200);
    const view = backing.subarray(17, 150);
    expect(hex(sha256(view))).toBe(nodeSha256(Buffer.from(backing.subarray(17, 150))));
  });

  it('does not modify its input', () => {
    const data = new Uint8Array(randomBytes(100));
    const copy = Uint8Array.from(data);
    sha256(data);
    expect(data).toEqual(copy);
  });
});
