/**
 * X11 keysyms for what the viewer types on the user's behalf: key combinations the browser
 * would keep for itself (Ctrl-Alt-Del, Ctrl-Alt-F1…F12, Alt-Tab) and pasted text.
 */
interface Key {
  keysym: number;
  /** The KeyboardEvent.code a real key would carry, for servers that want scancodes. */
  code: string;
}

const KEY = {
  controlLeft: { keysym: 0xffe3, code: 'ControlLeft' },
  altLeft: { keysym: 0xffe9, code: 'AltLeft' },
  delete: { keysym: 0xffff, code: 'Delete' },
  tab: { keysym: 0xff09, code: 'Tab' },
  return: { keysym: 0xff0d, code: 'Enter' },
  backspace: { keysym: 0xff08, code: 'Backspace' },
} as const satisfies Record<string, Key>;

function functionKey(n: number): Key {
  // F1 is 0xffbe and the next eleven follow it.
  return { keysym: 0xffbe + n - 1, code: `F${n}` };
}

export interface KeyCombination {
  id: string;
  label: string;
  /** Pressed in order, released in reverse. */
  keys: readonly Key[];
}

export const KEY_COMBINATIONS: readonly KeyCombination[] = [
  { id: 'ctrl-alt-del', label: 'Ctrl+Alt+Del', keys: [KEY.controlLeft, KEY.altLeft, KEY.delete] },
  { id: 'alt-tab', label: 'Alt+Tab', keys: [KEY.altLeft, KEY.tab] },
  { id: 'ctrl-alt-backspace', label: 'Ctrl+Alt+Backspace', keys: [KEY.controlLeft, KEY.altLeft, KEY.backspace] },
  ...Array.from({ length: 12 }, (_, index) => {
    const n = index + 1;
    return { id: `ctrl-alt-f${n}`, label: `Ctrl+Alt+F${n}`, keys: [KEY.controlLeft, KEY.altLeft, functionKey(n)] };
  }),
];

export interface KeyStroke {
  key: Key;
  down: boolean;
}

/** Presses every key of the combination, then releases them in reverse order. */
export function combinationStrokes(combination: KeyCombination): KeyStroke[] {
  return [
    ...combination.keys.map((key) => ({ key, down: true })),
    ...[...combination.keys].reverse().map((key) => ({ key, down: false })),
  ];
}

/** Most text a paste may type: beyond this it is more likely a mistake than a command. */
export const MAX_PASTE_LENGTH = 10_000;

/**
 * The keysym that types one character: Latin-1 maps to itself, any other Unicode code point
 * to 0x01000000 + code point (the X11 convention noVNC also follows); control characters
 * other than newline and tab have none.
 */
export function keysymForCharacter(character: string): number | null {
  const codePoint = character.codePointAt(0);
  if (codePoint === undefined) return null;
  if (character === '\n') return KEY.return.keysym;
  if (character === '\t') return KEY.tab.keysym;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return null;
  if (codePoint <= 0xff) return codePoint;
  return 0x01000000 + codePoint;
}

export interface TextKeystrokes {
  keysyms: number[];
  /** Characters that no key can type (control characters), skipped. */
  skipped: number;
}

/** Text as one press-and-release per character, in order; CRLF counts as one Return. */
export function textToKeysyms(text: string): TextKeystrokes {
  const keysyms: number[] = [];
  let skipped = 0;
  for (const character of text.replace(/\r\n?/g, '\n')) {
    const keysym = keysymForCharacter(character);
    if (keysym === null) skipped += 1;
    else keysyms.push(keysym);
  }
  return { keysyms, skipped };
}
