/**
 * JSON.parse for a long list, in slices. A list read of a team with 10,003 SSH keys is 2 MB of JSON,
 * and one JSON.parse of it is one task of 20–40 ms on a laptop, four times that on a phone: the page
 * cannot answer a key or a click until it ends. Here the text is scanned for the elements of its
 * list (the top-level array, or the largest array member of a top-level object, as a list answer
 * is), and the elements are parsed a batch at a time, with `pause` awaited between batches. The
 * result is what JSON.parse returns; text that is not valid JSON throws as JSON.parse does.
 */

/** About this much text is scanned or parsed between two pauses. */
const SLICE_CHARS = 64 * 1024;

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/** Where a list's elements are in the text: the array's brackets, and the commas between its elements. */
interface ListSpan {
  open: number;
  close: number;
  commas: number[];
}

/** The end of the string whose opening quote is at `quote` (the index of its closing quote), or -1. */
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

/**
 * The spans of the arrays at the top level, or directly inside a top-level object, with the commas
 * between their elements. Scans in slices; undefined when the text's brackets do not balance (the
 * caller then leaves the text to JSON.parse, which says what is wrong with it).
 */
async function findLists(text: string, pause: () => Promise<void>): Promise<ListSpan[] | undefined> {
  const lists: ListSpan[] = [];
  const open: Array<ListSpan | null> = [];
  let nextPause = SLICE_CHARS;
  for (let at = 0; at < text.length; at++) {
    if (at >= nextPause) {
      await pause();
      nextPause = at + SLICE_CHARS;
    }
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      at = stringEnd(text, at);
      if (at === -1) return undefined;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      const depth = open.length;
      const isList = code === OPEN_BRACKET && (depth === 0 || (depth === 1 && open[0] === null));
      open.push(isList ? { open: at, close: -1, commas: [] } : null);
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      const list = open.pop();
      if (list === undefined) return undefined;
      if (list) {
        list.close = at;
        lists.push(list);
      }
    } else if (code === COMMA && open.length > 0) {
      open[open.length - 1]?.commas.push(at);
    }
  }
  return open.length === 0 ? lists : undefined;
}

/** The elements of `list`, parsed a batch of about SLICE_CHARS at a time. */
async function parseElements(text: string, list: ListSpan, pause: () => Promise<void>): Promise<unknown[]> {
  const elements: unknown[] = [];
  const ends = [...list.commas, list.close];
  let start = list.open + 1;
  let index = 0;
  while (index < ends.length) {
    let end = ends[index] ?? list.close;
    while (end - start < SLICE_CHARS && index + 1 < ends.length) end = ends[++index] ?? list.close;
    index++;
    const slice = text.slice(start, end);
    // A comma before the closing bracket leaves an empty last batch, which JSON.parse would not see.
    if (index === ends.length && ends.length > 1 && slice.trim() === '') {
      throw new SyntaxError('Unexpected "]" after a comma in JSON');
    }
    const batch = JSON.parse(`[${slice}]`) as unknown[];
    for (const element of batch) elements.push(element);
    start = end + 1;
    if (index < ends.length) await pause();
  }
  return elements;
}

export async function parseJsonInSlices(text: string, pause: () => Promise<void>): Promise<unknown> {
  const lists = await findLists(text, pause);
  const longest = lists?.reduce<ListSpan | undefined>(
    (best, list) => (best && best.close - best.open >= list.close - list.open ? best : list),
    undefined,
  );
  if (!longest || longest.close - longest.open < SLICE_CHARS) return JSON.parse(text) as unknown;
  // The text around the list, with a marker where the list was: small, parsed at once.
  const marker = `\u0000list-${Math.random()}`;
  const outside = JSON.parse(
    `${text.slice(0, longest.open)}${JSON.stringify(marker)}${text.slice(longest.close + 1)}`,
  ) as unknown;
  const elements = await parseElements(text, longest, pause);
  if (outside === marker) return elements;
  if (typeof outside === 'object' && outside !== null) {
    const record = outside as Record<string, unknown>;
    for (const key of Object.keys(record)) if (record[key] === marker) record[key] = elements;
  }
  return outside;
}
