import { describe, expect, it } from 'vitest';
import { isolatedText } from './detail';

describe('isolatedText', () => {
  it('isolates a value with direction controls, so an override inside ends with it', () => {
    expect(isolatedText('invoice\u202Etxt.exe')).toBe('\u2068invoice\u202Etxt.exe\u2069');
    expect(isolatedText('web-1')).toBe('web-1');
  });

  it('cuts a long value by characters (code points), as the API counts them', () => {
    expect(isolatedText('w'.repeat(10_000))).toBe(`${'w'.repeat(80)}…`);
    expect(isolatedText('a\u{1F469}\u{1F469}', 2)).toBe('a\u{1F469}…');
  });
});
