import { describe, expect, it } from 'vitest';
import { sameKeyAs } from './sameKey';
import { ED25519, RSA_2048 } from './testKeys';

const keys = [
  { id: 'k1', name: 'build server', ssh_key: RSA_2048.line },
  // The same ED25519 key saved with another comment: the comment is not part of the fingerprint.
  { id: 'k2', name: 'alice laptop', ssh_key: ED25519.line.replace('alice@laptop', 'alice@old-laptop') },
  { id: 'k3', name: 'broken', ssh_key: 'not a key' },
];

describe('sameKeyAs', () => {
  it('finds the team’s key with the same fingerprint, whatever its comment', () => {
    expect(sameKeyAs(keys, ED25519.fingerprint)).toEqual(expect.objectContaining({ id: 'k2', name: 'alice laptop' }));
    expect(sameKeyAs(keys, RSA_2048.fingerprint)?.id).toBe('k1');
  });

  it('does not match the key being edited, an unknown key, or an unknown list', () => {
    expect(sameKeyAs(keys, ED25519.fingerprint, 'k2')).toBeNull();
    expect(sameKeyAs(keys, 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(sameKeyAs(undefined, ED25519.fingerprint)).toBeNull();
  });
});
