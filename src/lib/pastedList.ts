// A list of values pasted into one field (addresses, ports, keys): split, each checked on its own,
// duplicates caught, then sent one request per value, as the API takes one value per call.
import { errorMessage } from './errorText';

/** "a, b\nc d;e" → ["a", "b", "c", "d", "e"]: newlines, commas, semicolons and spaces separate values. */
export function splitPasted(text: string): string[] {
  return text.split(/[\s,;]+/u).filter((value) => value !== '');
}

/** The same, for values that hold spaces themselves (an SSH public key line): one per line. */
export function splitPastedLines(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export type ValueCheck<T> = { ok: true; value: T; key: string } | { ok: false; problem: string };

/** What became of one pasted value. `key` is how duplicates are told (the value as the server stores it). */
export type PastedValue<T> =
  | { text: string; outcome: 'ready'; value: T; key: string }
  | { text: string; outcome: 'refused'; reason: string }
  | { text: string; outcome: 'duplicate'; reason: string };

/**
 * Each value checked on its own; a value already there (`existing` keys) or earlier in the paste is
 * a duplicate, named with what it duplicates.
 */
export function checkPasted<T>(
  texts: readonly string[],
  check: (text: string) => ValueCheck<T>,
  existing: ReadonlySet<string>,
): PastedValue<T>[] {
  const seen = new Set<string>();
  return texts.map((text) => {
    const checked = check(text);
    if (!checked.ok) return { text, outcome: 'refused', reason: checked.problem };
    if (existing.has(checked.key)) return { text, outcome: 'duplicate', reason: `${checked.key} is already there.` };
    if (seen.has(checked.key)) return { text, outcome: 'duplicate', reason: `${checked.key} is pasted twice.` };
    seen.add(checked.key);
    return { text, outcome: 'ready', value: checked.value, key: checked.key };
  });
}

export type SentValue<T, R> =
  { value: T; outcome: 'added'; result: R } | { value: T; outcome: 'refused'; error: unknown };

/**
 * Sends each value with `send`, at most `concurrency` at once (the API takes one per call), and
 * collects every outcome in the values' order: one refusal does not stop the others.
 */
export async function sendEach<T, R>(
  values: readonly T[],
  send: (value: T) => Promise<R>,
  concurrency = 1,
): Promise<SentValue<T, R>[]> {
  const outcomes = new Array<SentValue<T, R>>(values.length);
  let next = 0;
  async function worker() {
    while (next < values.length) {
      const index = next++;
      const value = values[index] as T;
      try {
        outcomes[index] = { value, outcome: 'added', result: await send(value) };
      } catch (error) {
        outcomes[index] = { value, outcome: 'refused', error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, values.length)) }, worker));
  return outcomes;
}

/**
 * A one-line field drops the line breaks of a pasted column of values ("10.0.0.1\n10.0.0.2" would
 * become "10.0.0.110.0.0.2"): the paste goes in with ", " between its lines instead. Returns the
 * field's new text and where the caret goes, or null when the paste has one line (the browser's own
 * paste then does).
 */
export function pasteLines(
  current: string,
  selection: { start: number; end: number },
  pasted: string,
): { value: string; caret: number } | null {
  if (!/[\r\n]/u.test(pasted.trim())) return null;
  const inserted = splitPastedLines(pasted).join(', ');
  return {
    value: current.slice(0, selection.start) + inserted + current.slice(selection.end),
    caret: selection.start + inserted.length,
  };
}

/** What became of one pasted value once the ready ones were sent. */
export type PastedResult<R> =
  | { text: string; outcome: 'added'; result: R }
  | { text: string; outcome: 'refused'; reason: string }
  | { text: string; outcome: 'duplicate'; reason: string };

/** Sends the values that are ready with `sendAll`, and gives every pasted value its result in the order pasted. */
export async function sendPasted<T, R>(
  checked: readonly PastedValue<T>[],
  sendAll: (values: T[]) => Promise<SentValue<T, R>[]>,
): Promise<PastedResult<R>[]> {
  const ready = checked.flatMap((item) => (item.outcome === 'ready' ? [item.value] : []));
  const sent = ready.length > 0 ? await sendAll(ready) : [];
  let next = 0;
  return checked.map((item): PastedResult<R> => {
    if (item.outcome !== 'ready') return item;
    const result = sent[next++];
    if (result?.outcome === 'added') return { text: item.text, outcome: 'added', result: result.result };
    return { text: item.text, outcome: 'refused', reason: result ? errorMessage(result.error) : 'Not sent.' };
  });
}
