/**
 * Secrets the emulator mints: console session tokens, bucket secret keys, root passwords.
 *
 * They come from the platform's cryptographic generator (Web Crypto, in Node and in browsers), never
 * from the seeded id generator in random.ts: that one restarts from the same seed on every reset, so
 * a token drawn from it would be the same after each reset and on every emulator, and one team's
 * user could predict, and redeem, another team's console session.
 */

const HEX = '0123456789abcdef';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** getRandomValues fills at most 65,536 bytes per call. */
const MAX_BYTES_PER_CALL = 65_536;

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  for (let offset = 0; offset < count; offset += MAX_BYTES_PER_CALL) {
    globalThis.crypto.getRandomValues(bytes.subarray(offset, Math.min(count, offset + MAX_BYTES_PER_CALL)));
  }
  return bytes;
}

/**
 * `length` characters, each equally likely to be any of `alphabet` (at most 256 characters): bytes
 * at or above the largest multiple of the alphabet's size are thrown away rather than folded
 * onto its first characters, which would make those likelier.
 */
export function secretFromAlphabet(alphabet: string, length: number): string {
  if (alphabet.length < 2 || alphabet.length > 256) throw new RangeError('the alphabet needs 2 to 256 characters');
  if (!Number.isInteger(length) || length < 0) throw new RangeError('the length must be a whole number');
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length - out.length + 8)) {
      if (byte >= limit) continue;
      out += alphabet.charAt(byte % alphabet.length);
      if (out.length === length) break;
    }
  }
  return out;
}

/** Lower-case hex digits: 4 bits each, so 32 of them carry 128 bits. */
export function secretHex(length: number): string {
  return secretFromAlphabet(HEX, length);
}

/** A console session token: 128 bits, single use, good for 30 s. */
export function consoleSessionToken(): string {
  return secretHex(32);
}

/** An S3-style secret key: 40 letters and digits (about 238 bits). */
export function bucketSecretKey(): string {
  return secretFromAlphabet(ALPHANUMERIC, 40);
}

/** A VM's root password, for VMs the emulator creates: 24 letters and digits (about 143 bits). */
export function rootPassword(): string {
  return secretFromAlphabet(ALPHANUMERIC, 24);
}
