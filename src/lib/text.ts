/**
 * Characters as a person counts them, and as the API's length limits count them: an emoji or an
 * accented letter is one, however many UTF-16 units it takes.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/** "reserved IP" → "Reserved IP": a noun at the start of a sentence or a heading. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
