import type { EntryInput } from '../../api/resources/ipLists';
import type { IpListEntry } from '../../api/types';
import { parseIpListEntry } from '../../lib/ipListEntry';
import { checkPasted, sendPasted, type PastedValue, type SentValue } from '../../lib/pastedList';

export type PasteResult =
  | { text: string; outcome: 'added'; entry: IpListEntry }
  | { text: string; outcome: 'refused'; reason: string }
  | { text: string; outcome: 'duplicate'; reason: string };

/**
 * Pasted addresses and ranges, each checked as the single field checks one (normalised as the server
 * stores it, so "10.0.0.5/24" and "10.0.0.0/24" are the same entry): duplicates of the list or of the
 * paste are not sent.
 */
export function checkPastedEntries(
  texts: readonly string[],
  entries: readonly Pick<IpListEntry, 'value'>[],
): PastedValue<EntryInput>[] {
  return checkPasted(
    texts,
    (text) => {
      const parsed = parseIpListEntry(text);
      return parsed.ok ? { ok: true, value: { value: parsed.value, type: parsed.type }, key: parsed.value } : parsed;
    },
    new Set(entries.map((entry) => entry.value)),
  );
}

/** The pasted values that can be sent, sent with `sendAll`, and every value's result in the order pasted. */
export async function addPasted(
  texts: readonly string[],
  entries: readonly Pick<IpListEntry, 'value'>[],
  sendAll: (inputs: EntryInput[]) => Promise<SentValue<EntryInput, IpListEntry>[]>,
): Promise<PasteResult[]> {
  return (await sendPasted(checkPastedEntries(texts, entries), sendAll)).map((item): PasteResult =>
    item.outcome === 'added' ? { text: item.text, outcome: 'added', entry: item.result } : item,
  );
}
