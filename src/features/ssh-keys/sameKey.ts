import type { SshKey } from '../../api/types';
import { describeKey } from './keyInfo';

/**
 * The team's key that is the same key as `fingerprint` (same SHA256 fingerprint, whatever its name
 * or comment), other than `exceptId` (the key being edited). The API accepts a key twice, so this is
 * a warning, not a refusal. Keys whose line does not parse never match.
 */
export function sameKeyAs(
  keys: readonly Pick<SshKey, 'id' | 'name' | 'ssh_key'>[] | undefined,
  fingerprint: string,
  exceptId?: string,
): Pick<SshKey, 'id' | 'name'> | null {
  for (const key of keys ?? []) {
    if (key.id !== exceptId && describeKey(key.ssh_key).fingerprint === fingerprint) return key;
  }
  return null;
}
