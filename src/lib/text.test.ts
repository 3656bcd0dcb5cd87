import { describe, expect, it } from 'vitest';
import { itAnswersAllNamed } from '../test/answerTables';
import { characterCount, isBlankName } from './text';

describe('characterCount', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('web-1')).toBe(5);
    expect(characterCount('🚀')).toBe(1);
    expect('🚀'.length).toBe(2);
    expect(characterCount('x'.repeat(255))).toBe(255);
  });
});

describe('isBlankName', () => {
  itAnswersAllNamed(isBlankName, true, 'is true for %s', [
    ['nothing', ''],
    ['spaces', '   '],
    ['zero-width spaces', '\u200b\u200b'],
    ['a bell', '\u0007'],
    ['braille blanks', '\u2800\u2800'],
    ['a lone combining mark', '\u0301'],
    ['combining marks and spaces', ' \u0301\u20dd '],
    ['a private-use character', '\ue000'],
    ['a supplementary private-use character', '\u{f0000}'],
    ['a Hangul filler', '\u3164'],
    ['an unassigned code point', '\u0378'],
  ]);

  itAnswersAllNamed(isBlankName, false, 'is false for %s', [
    ['a letter', 'a'],
    ['an accented letter', 'e\u0301'],
    ['an emoji', '🚀'],
    ['a visible name with a braille blank', 'a\u2800b'],
  ]);
});
