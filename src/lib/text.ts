/**
 * Characters as a person counts them, and as the API's length limits count them: an emoji or an
 * accented letter is one, however many UTF-16 units it takes.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Characters that show nothing on their own: controls, format characters (zero-width spaces and
 * joiners, direction marks), separators and the other default-ignorable code points, the braille
 * blank, combining marks (with no letter to sit on), and private-use, unassigned or lone surrogate
 * code points (no font shows them as text a person could read back).
 */
const INVISIBLE_ONLY = /^[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\s\u2800\p{M}\p{Co}\p{Cn}\p{Cs}]*$/u;

/**
 * True for text a person would read as no name at all: nothing, or only invisible characters. The
 * emulator refuses such names (INVALID_NAME) and the console's forms ask for a name instead.
 */
export function isBlankName(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

/** "reserved IP" → "Reserved IP": a noun at the start of a sentence or a heading. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
