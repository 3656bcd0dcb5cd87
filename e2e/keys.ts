import { randomBytes, randomUUID } from 'node:crypto';

// Keys made with ssh-keygen for the tests, with the fingerprints `ssh-keygen -lf` printed.
export const NEW_KEY = {
  line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICShmxrOdikfVSkZwbKcu5vND1pDg0vguOJEmxWcNUuc e2e@runner',
  fingerprint: 'SHA256:qoL51dzS6y/rkdzxtrEcDqs3dx6Ew3VOz3ozTkCang4',
};

export const REPLACEMENT_KEY = {
  line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBLhLOaE2S30bEe+aJRacLbf1/aUT0C+0+YLDHBbhCeE replacement@runner',
  fingerprint: 'SHA256:y6DEyQMFLGfR8ctbnYkxxexcKlsgLBLFvTsSkekW4x8',
};

/** `count` distinct, valid ED25519 key lines (random public points are fine for listing). */
export function manyKeys(count: number): { id: string; created: string; name: string; ssh_key: string }[] {
  const type = Buffer.from('ssh-ed25519');
  return Array.from({ length: count }, (_, index) => {
    const blob = Buffer.concat([
      Buffer.from([0, 0, 0, type.length]),
      type,
      Buffer.from([0, 0, 0, 32]),
      randomBytes(32),
    ]);
    return {
      id: randomUUID(),
      created: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      name: `bulk key ${String(index).padStart(5, '0')}`,
      ssh_key: `ssh-ed25519 ${blob.toString('base64')} bulk${index}@example.net`,
    };
  });
}
