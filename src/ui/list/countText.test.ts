import { describe, expect, it } from 'vitest';
import { countText } from './countText';

const noun = { one: 'key', other: 'keys' };

describe('countText', () => {
  it('counts the whole list, in the right number', () => {
    expect(countText({ shown: 3, total: 3, noun, narrowed: false })).toBe('3 keys');
    expect(countText({ shown: 1, total: 1, noun, narrowed: false })).toBe('1 key');
    expect(countText({ shown: 0, total: 0, noun, narrowed: false })).toBe('0 keys');
  });

  it('shows how many of how many while narrowed', () => {
    expect(countText({ shown: 1, total: 10_000, noun, narrowed: true })).toBe('1 of 10000 keys');
    expect(countText({ shown: 0, total: 1, noun, narrowed: true })).toBe('0 of 1 key');
  });
});
