import { describe, expect, it } from 'vitest';
import { KEY_COMBINATIONS, combinationStrokes, keysymForCharacter, textToKeysyms } from './keys';

describe('key combinations', () => {
  it('offers Ctrl+Alt+Del, Alt+Tab and Ctrl+Alt+F1 to F12 with the X11 keysyms', () => {
    const labels = KEY_COMBINATIONS.map((combination) => combination.label);
    expect(labels).toEqual(expect.arrayContaining(['Ctrl+Alt+Del', 'Alt+Tab', 'Ctrl+Alt+F1', 'Ctrl+Alt+F12']));
    const f12 = KEY_COMBINATIONS.find((combination) => combination.id === 'ctrl-alt-f12');
    expect(f12?.keys.map((key) => key.keysym)).toEqual([0xffe3, 0xffe9, 0xffc9]);
    expect(f12?.keys.map((key) => key.code)).toEqual(['ControlLeft', 'AltLeft', 'F12']);
  });

  it('presses in order and releases in reverse', () => {
    const ctrlAltDel = KEY_COMBINATIONS[0]!;
    expect(combinationStrokes(ctrlAltDel).map(({ key, down }) => `${down ? '+' : '-'}${key.code}`)).toEqual([
      '+ControlLeft',
      '+AltLeft',
      '+Delete',
      '-Delete',
      '-AltLeft',
      '-ControlLeft',
    ]);
  });
});

describe('text as keystrokes', () => {
  it('types ASCII and Latin-1 as their own code points', () => {
    expect(keysymForCharacter('a')).toBe(0x61);
    expect(keysymForCharacter(' ')).toBe(0x20);
    expect(keysymForCharacter('é')).toBe(0xe9);
  });

  it('types other Unicode, astral characters included, with the 0x01000000 offset', () => {
    expect(keysymForCharacter('€')).toBe(0x010020ac);
    expect(keysymForCharacter('😀')).toBe(0x0101f600);
  });

  it('turns newlines (LF, CRLF, CR) into Return and tabs into Tab, and skips other control characters', () => {
    expect(textToKeysyms('a\r\nb\rc\td\u0007')).toEqual({
      keysyms: [0x61, 0xff0d, 0x62, 0xff0d, 0x63, 0xff09, 0x64],
      skipped: 1,
    });
  });

  it('keeps surrogate pairs together', () => {
    expect(textToKeysyms('x😀y').keysyms).toEqual([0x78, 0x0101f600, 0x79]);
  });
});
