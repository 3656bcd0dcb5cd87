import { parseSshPublicKey, sshKeyFingerprint, type SshKeyType } from '../../lib/sshKey';

/** What the console shows about a public key line, computed in the browser from the key itself. */
export interface KeyInfo {
  /** The algorithm as ssh-keygen names it (ED25519, RSA, …), or the raw first word when unknown. */
  typeLabel: string;
  /** The algorithm as written in the key line (ssh-ed25519, …). */
  type: string;
  bits: number | undefined;
  comment: string;
  /** "SHA256:…" as `ssh-keygen -lf` prints it; null when the stored line does not parse. */
  fingerprint: string | null;
}

const TYPE_LABELS: Record<SshKeyType, string> = {
  'ssh-ed25519': 'ED25519',
  'ssh-rsa': 'RSA',
  'ecdsa-sha2-nistp256': 'ECDSA',
  'ecdsa-sha2-nistp384': 'ECDSA',
  'ecdsa-sha2-nistp521': 'ECDSA',
  'sk-ssh-ed25519@openssh.com': 'ED25519-SK',
  'sk-ecdsa-sha2-nistp256@openssh.com': 'ECDSA-SK',
  'ssh-dss': 'DSA',
};

export function keyTypeLabel(type: SshKeyType): string {
  return TYPE_LABELS[type];
}

// Hashing is the costly part of a row; the same key line always gives the same answer, and lists
// re-derive their rows on every refetch.
const cache = new Map<string, KeyInfo>();
const CACHE_LIMIT = 20_000;

export function describeKey(line: string): KeyInfo {
  const cached = cache.get(line);
  if (cached) return cached;
  const parsed = parseSshPublicKey(line);
  let info: KeyInfo;
  if (parsed.ok) {
    const { key } = parsed;
    info = {
      type: key.type,
      typeLabel: keyTypeLabel(key.type),
      bits: key.bits,
      comment: key.comment,
      fingerprint: sshKeyFingerprint(key.blob),
    };
  } else {
    // A key the server accepted but we cannot read (a newer algorithm, say) is still listed.
    const firstWord = line.trim().split(/\s+/)[0] ?? '';
    info = { type: firstWord, typeLabel: firstWord || 'Unknown', bits: undefined, comment: '', fingerprint: null };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(line, info);
  return info;
}
