import type { EntryInput } from '../../api/ipLists';
import type { IpListEntry } from '../../api/types';
import { errorMessage } from '../../lib/errorText';
import { parseIpListEntry } from '../../lib/ipListEntry';
import { checkPasted, type SentValue } from '../../lib/pastedList';

export type PasteResult =
  | { text: string; outcome: 'added'; entry: IpListEntry }
  | { text: string; outcome: 'refused'; reason: string }
  | { text: string; outcome: 'duplicate'; reason: string };

/**
 * Pasted addresses and ranges: each checked as the single field checks one (normalised as the server
 * stores it, so "10.0.0.5/24" and "10.0.0.0/24" are the same entry), duplicates of the list or of the
 * paste left out, the rest sent with `sendAll`, and every value's result in the order pasted.
 */
export async function addPasted(
  texts: readonly string[],
  entries: readonly Pick<IpListEntry, 'value'>[],
  sendAll: (inputs: EntryInput[]) => Promise<SentValue<EntryInput, IpListEntry>[]>,
): Promise<PasteResult[]> {
  const checked = checkPasted(
    texts,
    (text) => {
      const parsed = parseIpListEntry(text);
      return parsed.ok ? { ok: true, value: { value: parsed.value, type: parsed.type }, key: parsed.value } : parsed;
    },
    new Set(entries.map((entry) => entry.value)),
  );
  const ready = checked.flatMap((item) => (item.outcome === 'ready' ? [item.value] : []));
  const sent = ready.length > 0 ? await sendAll(ready) : [];
  let next = 0;
  return checked.map((item): PasteResult => {
    if (item.outcome !== 'ready') return item;
    const result = sent[next++];
    if (result?.outcome === 'added') return { text: item.text, outcome: 'added', entry: result.result };
    return { text: item.text, outcome: 'refused', reason: result ? errorMessage(result.error) : 'Not sent.' };
  });
}
