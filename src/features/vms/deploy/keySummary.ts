import type { SshKey } from '../../../api/types';
import { parseSshPublicKey, sshKeyFingerprint } from '../../../lib/sshKey';

/** What the deploy page shows and searches of a team key, read from the key line itself. */
export interface KeySummary {
  /** The algorithm as written in the line (ssh-ed25519, ssh-rsa, …), or its first word when unreadable. */
  type: string;
  /** "SHA256:…" as ssh-keygen prints it; null when the stored line does not parse. */
  fingerprint: string | null;
}

type KeyLine = Pick<SshKey, 'ssh_key'>;

// Parsing and hashing is the costly part of a key, so it is done for a key when it is first shown or
// searched, and kept for as long as the key object lives: the query's data keeps the same objects for
// keys that did not change across refetches.
const summaries = new WeakMap<KeyLine, KeySummary>();

export function keySummary(key: KeyLine): KeySummary {
  const cached = summaries.get(key);
  if (cached) return cached;
  const parsed = parseSshPublicKey(key.ssh_key);
  const summary: KeySummary = parsed.ok
    ? { type: parsed.key.type, fingerprint: sshKeyFingerprint(parsed.key.blob) }
    : { type: key.ssh_key.trim().split(/\s+/)[0] ?? '', fingerprint: null };
  summaries.set(key, summary);
  return summary;
}

/** The line under a key's name: its fingerprint, else what its line starts with. */
export function keyDetail(key: KeyLine): string {
  const { fingerprint, type } = keySummary(key);
  return fingerprint ?? (type || 'unreadable key');
}

/** A key is found by its name, its type and its fingerprint (module-level: the search caches per function). */
export function keySearchText(key: SshKey): (string | null)[] {
  const { type, fingerprint } = keySummary(key);
  return [key.name, type, fingerprint];
}
