/**
 * Deterministic ids. Every emulator instance starts from the same seed (and `reset` re-seeds), so a
 * test that creates three keys sees the same three ids on every run. Not cryptographic, and it must
 * not be: repeatability is the point. That is also why nothing secret may come from it (a token
 * drawn here is the same after every reset): secrets come from secrets.ts.
 */
export interface IdSource {
  uuid(): string;
  /** Lower-case hex digits. */
  hex(length: number): string;
  fromAlphabet(alphabet: string, length: number): string;
}

export const DEFAULT_SEED = 0x5eed_c0de;

/** mulberry32: a tiny 32-bit generator with a full period, good enough for ids. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

export function createIdSource(seed: number = DEFAULT_SEED): IdSource {
  const next = mulberry32(seed);

  const fromAlphabet = (alphabet: string, length: number): string => {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet.charAt(next() % alphabet.length);
    return out;
  };

  const hex = (length: number): string => fromAlphabet('0123456789abcdef', length);

  return {
    hex,
    fromAlphabet,
    uuid() {
      const digits = hex(32).split('');
      digits[12] = '4'; // version 4
      digits[16] = '89ab'.charAt(next() % 4); // RFC 4122 variant
      const text = digits.join('');
      return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
    },
  };
}
