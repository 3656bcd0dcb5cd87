import type { SshKey } from '../../../api/types';
import { errorMessage } from '../../../lib/errorText';
import { checkPasted, splitPastedLines, type SentValue } from '../../../lib/pastedList';
import { parseSshPublicKey, sshKeyFingerprint, sshKeyProblemMessage } from '../../../lib/sshKey';

/** The longest key name the API takes. */
const KEY_NAME_MAX = 255;

/** A pasted key to add to the team: its whole line, and a name from its comment or its place in the paste. */
export interface NewKey {
  name: string;
  ssh_key: string;
}

/** What became of one pasted line: added to the team and chosen, already the team's (chosen), or not. */
export type PastedKeyResult =
  | { text: string; outcome: 'added'; id: string }
  | { text: string; outcome: 'duplicate'; reason: string; id?: string }
  | { text: string; outcome: 'refused'; reason: string };

type Planned =
  | { text: string; outcome: 'new'; key: NewKey }
  | { text: string; outcome: 'known'; id: string; name: string }
  | { text: string; outcome: 'refused' | 'duplicate'; reason: string };

function nameOf(comment: string, position: number): string {
  const name = [...comment.trim()].slice(0, KEY_NAME_MAX).join('');
  return name === '' ? `Pasted key ${position}` : name;
}

/**
 * One public key per line, each parsed: a key the team has (same fingerprint, whatever its name) is
 * to be chosen, a new one added, an unreadable line refused in the parser's words, and a key pasted
 * twice left out the second time.
 */
export function planPastedKeys(text: string, teamKeys: readonly Pick<SshKey, 'id' | 'name' | 'ssh_key'>[]): Planned[] {
  const teamByFingerprint = new Map<string, Pick<SshKey, 'id' | 'name'>>();
  for (const key of teamKeys) {
    const parsed = parseSshPublicKey(key.ssh_key);
    if (parsed.ok) teamByFingerprint.set(sshKeyFingerprint(parsed.key.blob), key);
  }
  const lines = splitPastedLines(text);
  const checked = checkPasted(
    lines,
    (line) => {
      const parsed = parseSshPublicKey(line);
      if (!parsed.ok) return { ok: false, problem: sshKeyProblemMessage(parsed.problem) };
      return { ok: true, value: parsed.key.comment, key: sshKeyFingerprint(parsed.key.blob) };
    },
    new Set(),
  );
  return checked.map((item, index): Planned => {
    if (item.outcome !== 'ready') return item;
    const known = teamByFingerprint.get(item.key);
    if (known) return { text: item.text, outcome: 'known', id: known.id, name: known.name };
    return { text: item.text, outcome: 'new', key: { name: nameOf(item.value, index + 1), ssh_key: item.text } };
  });
}

/** Adds the new keys with `sendAll` and gives every line its result, in the order pasted. */
export async function addPastedKeys(
  planned: readonly Planned[],
  sendAll: (keys: NewKey[]) => Promise<SentValue<NewKey, SshKey>[]>,
): Promise<PastedKeyResult[]> {
  const fresh = planned.flatMap((item) => (item.outcome === 'new' ? [item.key] : []));
  const sent = fresh.length > 0 ? await sendAll(fresh) : [];
  let next = 0;
  return planned.map((item): PastedKeyResult => {
    if (item.outcome === 'known') {
      return {
        text: item.text,
        outcome: 'duplicate',
        reason: `The team has it as “${item.name}”: chosen.`,
        id: item.id,
      };
    }
    if (item.outcome !== 'new') return item;
    const result = sent[next++];
    if (result?.outcome === 'added') return { text: item.text, outcome: 'added', id: result.result.id };
    return { text: item.text, outcome: 'refused', reason: result ? errorMessage(result.error) : 'Not sent.' };
  });
}

/** The keys chosen after a paste: those chosen before, then each added or known key, once. */
export function chosenAfterPaste(chosen: readonly string[], results: readonly PastedKeyResult[]): string[] {
  const ids = results.flatMap((result) => (result.outcome !== 'refused' && result.id ? [result.id] : []));
  return [...new Set([...chosen, ...ids])];
}
