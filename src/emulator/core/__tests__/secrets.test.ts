import { describe, expect, it, vi } from 'vitest';
import { DEMO_VM_IDS } from '../demoFixture';
import { createIdSource, DEFAULT_SEED } from '../random';
import { rootPassword, secretFromAlphabet } from '../secrets';
import { bodyOf, createHarness, listField, type Harness } from './harness';

const SERVICE = '3982e826-e935-4123-927d-4eac626f02f3';

function consoleToken(h: Harness): string {
  const url = new URL(String(bodyOf(h.post(`/vm/${DEMO_VM_IDS.web1}/vnc`))['vnc_url']));
  return url.searchParams.get('sessionid') ?? '';
}

function bucketKeys(h: Harness, name: string): { access: string; secret: string } {
  const [key] = listField(h.post(`/object-storage/${SERVICE}/buckets`, { bucket_name: name }), 'keys');
  return { access: String(key?.['access_key']), secret: String(key?.['secret_key']) };
}

/** Everything the seeded generator yields from a fresh start, as hex and as alphanumerics. */
function seededOutput(): string {
  const hex = createIdSource(DEFAULT_SEED);
  const alphanumeric = createIdSource(DEFAULT_SEED);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${hex.hex(4096)}\n${alphanumeric.fromAlphabet(letters, 4096)}`;
}

/** Makes Web Crypto yield `next()` for every byte, to see that secrets are drawn from it. */
function stubCrypto(next: () => number): void {
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView>(array: T): T => {
    if (array instanceof Uint8Array) for (let i = 0; i < array.length; i++) array[i] = next();
    return array;
  });
}

describe('console session tokens', () => {
  it('differ after a reset, so the first token of a fresh start cannot be guessed', () => {
    const h = createHarness();
    const before = consoleToken(h);
    h.emulator.reset();
    const after = consoleToken(h);
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(before);
  });

  it('differ between two emulators started the same way', () => {
    expect(consoleToken(createHarness())).not.toBe(consoleToken(createHarness()));
  });

  it('are nothing the seeded id generator yields', () => {
    const seeded = seededOutput();
    const h = createHarness();
    for (let i = 0; i < 5; i++) expect(seeded).not.toContain(consoleToken(h));
  });

  it('come from the platform’s cryptographic generator', () => {
    stubCrypto(() => 0xab);
    // 0xab is 171; 171 % 16 is 11, the digit b.
    expect(consoleToken(createHarness())).toBe('b'.repeat(32));
  });
});

describe('bucket secret keys', () => {
  it('differ after a reset and between emulators; the access key id, an id, still repeats', () => {
    const h = createHarness();
    const first = bucketKeys(h, 'release-artifacts');
    h.emulator.reset();
    const second = bucketKeys(h, 'release-artifacts');
    const other = bucketKeys(createHarness(), 'release-artifacts');
    expect(second.secret).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(new Set([first.secret, second.secret, other.secret]).size).toBe(3);
    expect(second.access).toBe(first.access);
  });

  it('are nothing the seeded id generator yields', () => {
    expect(seededOutput()).not.toContain(bucketKeys(createHarness(), 'release-artifacts').secret);
  });
});

describe('secretFromAlphabet', () => {
  it('uses only the alphabet, at the length asked', () => {
    const text = secretFromAlphabet('xyz', 300);
    expect(text).toMatch(/^[xyz]{300}$/);
    expect(new Set(text).size).toBe(3);
  });

  it('throws away bytes that would make the first characters likelier', () => {
    // 62 characters: bytes from 248 (the largest multiple of 62 under 256) up are skipped.
    const bytes = [248, 255, 61, 0];
    stubCrypto(() => bytes.shift() ?? 1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    expect(secretFromAlphabet(alphabet, 3)).toBe('9AB');
  });

  it('refuses an alphabet it cannot draw from evenly', () => {
    expect(() => secretFromAlphabet('a', 4)).toThrow(RangeError);
    expect(() => secretFromAlphabet('x'.repeat(257), 4)).toThrow(RangeError);
  });
});

describe('rootPassword', () => {
  it('is 24 letters and digits, different each time', () => {
    const passwords = Array.from({ length: 20 }, rootPassword);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(new Set(passwords).size).toBe(20);
  });
});
