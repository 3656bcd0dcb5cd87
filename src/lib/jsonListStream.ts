/**
 * A JSON list answer read as its bytes arrive. A list read is one object with the list as one of its
 * members (`{"ssh_keys": [...]}`) or the list itself; the elements of that list are handed out as
 * soon as each is complete, so a page can draw its first rows from the first part of a long answer.
 * The value at the end is what JSON.parse of the whole text gives; text that is not valid JSON throws
 * a SyntaxError, as JSON.parse does.
 */

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/** Where the reader is: before the list, inside it, or past its closing bracket. */
type Phase = 'before' | 'list' | 'after';

export class JsonListReader {
  /** The member that holds the list, or null when the answer is the list itself. */
  private readonly member: string | null;
  private phase: Phase = 'before';
  /** Text received and not yet consumed; inside the list it starts at the next unparsed element. */
  private text = '';
  /** How far into `text` the scan has gone. */
  private scanned = 0;
  /** Open brackets and braces around the scan position. */
  private depth = 0;
  /** The text before the list, up to its opening bracket: with the text after it, parsed at the end. */
  private outside = '';
  /** The last string at the top level of the answer's object, and whether a colon has followed it. */
  private lastKey: string | null = null;
  private afterColon = false;
  /** Inside the list: the last comma between two of its elements in `text`, or -1. */
  private lastComma = -1;
  private sawComma = false;
  private readonly items: unknown[] = [];

  constructor(member: string | null) {
    this.member = member;
  }

  /** Takes the next piece of text; returns the list's elements it completed. */
  push(piece: string): unknown[] {
    this.text += piece;
    const completed: unknown[] = [];
    while (this.scanned < this.text.length && this.phase !== 'after') {
      const code = this.text.charCodeAt(this.scanned);
      if (code === QUOTE) {
        const end = stringEnd(this.text, this.scanned);
        if (end === -1) break;
        if (this.phase === 'before' && this.depth === 1) {
          this.lastKey = JSON.parse(this.text.slice(this.scanned, end + 1)) as string;
          this.afterColon = false;
        }
        this.scanned = end + 1;
      } else if (this.phase === 'before') this.scanBefore(code);
      else this.scanList(code, completed);
    }
    // The elements before the last comma are complete: parsed as one batch.
    if (this.phase === 'list' && this.lastComma >= 0) {
      this.takeBatch(this.text.slice(0, this.lastComma), completed, false);
      this.text = this.text.slice(this.lastComma + 1);
      this.scanned -= this.lastComma + 1;
      this.lastComma = -1;
    }
    return completed;
  }

  /** The whole answer, once all of it has been pushed. */
  end(): unknown {
    if (this.phase === 'list') throw new SyntaxError('Unexpected end of JSON input');
    const outside = JSON.parse(this.outside + this.text) as unknown;
    if (this.phase === 'before') return outside;
    if (this.member === null) return this.items;
    (outside as Record<string, unknown>)[this.member] = this.items;
    return outside;
  }

  private scanBefore(code: number): void {
    const { depth } = this;
    if (code === COLON && depth === 1) this.afterColon = true;
    else if (code === COMMA && depth === 1) this.afterColon = false;
    else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) this.depth -= 1;
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      this.depth += 1;
      const isTheList =
        code === OPEN_BRACKET &&
        (this.member === null ? depth === 0 : depth === 1 && this.afterColon && this.lastKey === this.member);
      if (isTheList) {
        this.phase = 'list';
        this.outside = this.text.slice(0, this.scanned + 1);
        this.text = this.text.slice(this.scanned + 1);
        this.scanned = 0;
        return;
      }
    }
    this.scanned += 1;
  }

  private scanList(code: number, completed: unknown[]): void {
    const listDepth = this.member === null ? 1 : 2;
    if (code === OPEN_BRACKET || code === OPEN_BRACE) this.depth += 1;
    else if (code === CLOSE_BRACE) this.depth -= 1;
    else if (code === COMMA && this.depth === listDepth) this.lastComma = this.scanned;
    else if (code === CLOSE_BRACKET) {
      this.depth -= 1;
      if (this.depth < listDepth) {
        // The list ends: its last elements, then the rest of the answer is outside text again.
        this.takeBatch(this.text.slice(0, this.scanned), completed, true);
        this.phase = 'after';
        this.text = this.text.slice(this.scanned);
        this.scanned = 0;
        this.lastComma = -1;
        return;
      }
    }
    this.scanned += 1;
  }

  /** Parses `elements`, the text of one or more whole elements (the last ones of the list when `last`). */
  private takeBatch(elements: string, completed: unknown[], last: boolean): void {
    if (elements.trim() === '') {
      // Only `[]` has no text between its brackets; a comma with nothing on one side is not JSON.
      if (!last || this.sawComma) throw new SyntaxError('Unexpected "," or "]" in JSON');
      return;
    }
    if (!last) this.sawComma = true;
    const batch = JSON.parse(`[${elements}]`) as unknown[];
    for (const element of batch) {
      this.items.push(element);
      completed.push(element);
    }
  }
}

/** The index of the closing quote of the string whose opening quote is at `quote`, or -1 if it has not arrived. */
function stringEnd(text: string, quote: number): number {
  let at = quote;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/** About this much text is read between two pauses, so a long answer that has all arrived is not one long task. */
const SLICE_CHARS = 64 * 1024;

/**
 * Reads a JSON answer from `stream`, handing the elements of its list (`member`, or the answer itself
 * when null) to `onElements` as they complete, and resolves to the whole value. `pause` is awaited
 * between slices of the text.
 */
export async function readJsonList(
  stream: ReadableStream<Uint8Array>,
  member: string | null,
  onElements: (elements: readonly unknown[]) => void,
  pause: () => Promise<void>,
): Promise<unknown> {
  const reader = new JsonListReader(member);
  const decoder = new TextDecoder();
  const chunks = stream.getReader();
  for (;;) {
    const { done, value } = await chunks.read();
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    for (let at = 0; at < text.length; at += SLICE_CHARS) {
      if (at > 0) await pause();
      const elements = reader.push(text.slice(at, at + SLICE_CHARS));
      if (elements.length > 0) onElements(elements);
    }
    if (done) return reader.end();
  }
}
