import { describe, expect, it } from 'vitest';
import { describeKey } from './keyInfo';
import { ECDSA_384, ED25519, RSA_2048 } from './testKeys';

describe('describeKey', () => {
  it('matches ssh-keygen -l for an ED25519 key', () => {
    expect(describeKey(ED25519.line)).toEqual({
      type: 'ssh-ed25519',
      typeLabel: 'ED25519',
      bits: 256,
      comment: 'alice@laptop',
      fingerprint: ED25519.fingerprint,
    });
  });

  it('reads RSA size and ECDSA curve size', () => {
    expect(describeKey(RSA_2048.line)).toMatchObject({
      typeLabel: 'RSA',
      bits: 2048,
      fingerprint: RSA_2048.fingerprint,
    });
    expect(describeKey(ECDSA_384.line)).toMatchObject({
      typeLabel: 'ECDSA',
      bits: 384,
      comment: '',
      fingerprint: ECDSA_384.fingerprint,
    });
  });

  it('still describes a stored line it cannot parse, without a fingerprint', () => {
    expect(describeKey('ssh-foo AAAA whatever')).toEqual({
      type: 'ssh-foo',
      typeLabel: 'ssh-foo',
      bits: undefined,
      comment: '',
      fingerprint: null,
    });
    expect(describeKey('   ').typeLabel).toBe('Unknown');
  });
});
