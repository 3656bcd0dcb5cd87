import type { SshKey } from '../../../api/types';
import { errorMessage } from '../../../lib/errorText';
import { checkPasted, splitPastedLines, type SentValue } from '../../../lib/pastedList';
import { keyNameFromComment, parseSshPublicKey, sshKeyFingerprint, sshKeyProblemMessage } from '../../../lib/sshKey';
import { keySummary } from './keySummary';

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
  const name = keyNameFromComment(comment);
  return name === '' ? `Pasted key ${position}` : name;
}

/**
 * The team's keys that have one of `fingerprints`, by fingerprint. Read only when a paste is added, and
 * no further than the last one found: hashing a team's 10,000 keys is a fraction of a second, too much
 * for every render. The fingerprints the picker already worked out are reused.
 */
function teamKeysAmong<K extends Pick<SshKey, 'ssh_key'>>(
  teamKeys: readonly K[],
  fingerprints: ReadonlySet<string>,
): Map<string, K> {
  const found = new Map<string, K>();
  for (const key of teamKeys) {
    if (found.size === fingerprints.size) break;
    const { fingerprint } = keySummary(key);
    if (fingerprint !== null && fingerprints.has(fingerprint) && !found.has(fingerprint)) found.set(fingerprint, key);
  }
  return found;
}

/**
 * One public key per line, each parsed: a key the team has (same fingerprint, whatever its name) is
 * to be chosen, a new one added, an unreadable line refused in the parser's words, and a key pasted
 * twice left out the second time.
 */
export function planPastedKeys(text: string, teamKeys: readonly Pick<SshKey, 'id' | 'name' | 'ssh_key'>[]): Planned[] {
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
  const pasted = new Set(checked.flatMap((item) => (item.outcome === 'ready' ? [item.key] : [])));
  const teamByFingerprint = teamKeysAmong(teamKeys, pasted);
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
