import { describe, expect, it } from 'vitest';
import { characterCount } from './text';

describe('characterCount', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('web-1')).toBe(5);
    expect(characterCount('🚀')).toBe(1);
    expect('🚀'.length).toBe(2);
    expect(characterCount('x'.repeat(255))).toBe(255);
  });
});
