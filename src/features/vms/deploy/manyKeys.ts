// Test data: a team with as many SSH keys as the bench's (10,003), each a valid ssh-ed25519 line.
import type { SshKey } from '../../../api/types';
import { encodeBase64 } from '../../../lib/base64';

const TYPE = new TextEncoder().encode('ssh-ed25519');

function ed25519Line(index: number): string {
  const blob = new Uint8Array(4 + TYPE.length + 4 + 32);
  const view = new DataView(blob.buffer);
  view.setUint32(0, TYPE.length);
  blob.set(TYPE, 4);
  view.setUint32(4 + TYPE.length, 32);
  for (let byte = 0; byte < 32; byte++) blob[8 + TYPE.length + byte] = (index * 131 + byte * 17) & 255;
  // The index itself, so that no two keys are the same key.
  view.setUint32(8 + TYPE.length, index);
  return `ssh-ed25519 ${encodeBase64(blob)} user${index}@host`;
}

export function keyId(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

/** `count` keys named "key 00001" onwards, then `extra` as given. */
export function manyKeys(count: number, extra: readonly SshKey[] = []): SshKey[] {
  const keys = Array.from({ length: count }, (_, index): SshKey => ({
    id: keyId(index + 1),
    created: '2026-01-01T00:00:00Z',
    name: `key ${String(index + 1).padStart(5, '0')}`,
    ssh_key: ed25519Line(index + 1),
  }));
  return [...keys, ...extra];
}
