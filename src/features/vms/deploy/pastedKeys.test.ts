import { describe, expect, it } from 'vitest';
import { ECDSA_384, ED25519, RSA_2048 } from '../../ssh-keys/testKeys';
import { keyId, manyKeys } from './manyKeys';
import { addPastedKeys, chosenAfterPaste, planPastedKeys } from './pastedKeys';

const TEAM_KEYS = [{ id: 'k-rsa', name: 'CI', ssh_key: RSA_2048.line }];

describe('planPastedKeys', () => {
  it('names a new key by its comment, else by its line in the paste, within the API’s 255 characters', () => {
    const long = `${ED25519.line.split(' ').slice(0, 2).join(' ')} ${'x'.repeat(300)}`;
    const planned = planPastedKeys(`\n${ECDSA_384.line}\n${long}`, []);
    expect(planned).toEqual([
      { text: ECDSA_384.line, outcome: 'new', key: { name: 'Pasted key 1', ssh_key: ECDSA_384.line } },
      { text: long, outcome: 'new', key: { name: 'x'.repeat(255), ssh_key: long } },
    ]);
  });

  it('knows a team key by its fingerprint whatever its comment, and a key pasted twice', () => {
    const rsaElsewhere = RSA_2048.line.replace('ci@build', 'someone@else');
    const planned = planPastedKeys([rsaElsewhere, ED25519.line, ED25519.line, 'ssh-foo AAAA'].join('\n'), TEAM_KEYS);
    expect(planned.map((item) => item.outcome)).toEqual(['known', 'new', 'duplicate', 'refused']);
    expect(planned[0]).toMatchObject({ id: 'k-rsa', name: 'CI' });
    expect(planned[2]).toMatchObject({ reason: `${ED25519.fingerprint} is pasted twice.` });
    expect(planned[3]).toMatchObject({ reason: expect.stringMatching(/must start with a supported type/) });
  });

  it('finds a pasted key among a team’s 10,003, the same key under another comment', () => {
    const team = manyKeys(10_003);
    const known = team[5_000]!.ssh_key.replace(/\S+$/, 'copied@elsewhere');
    const planned = planPastedKeys([known, ED25519.line].join('\n'), team);
    expect(planned[0]).toMatchObject({ outcome: 'known', id: keyId(5_001), name: 'key 05001' });
    expect(planned[1]).toMatchObject({ outcome: 'new' });
  });
});

describe('addPastedKeys and the keys chosen after', () => {
  it('sends only new keys, in order, and chooses each added or known key once', async () => {
    const planned = planPastedKeys([RSA_2048.line, ED25519.line, ECDSA_384.line].join('\n'), TEAM_KEYS);
    const sent: string[] = [];
    const results = await addPastedKeys(planned, (keys) => {
      sent.push(...keys.map((key) => key.name));
      return Promise.resolve([
        { value: keys[0]!, outcome: 'added', result: { id: 'k-new', name: 'alice@laptop', ssh_key: '', created: '' } },
        { value: keys[1]!, outcome: 'refused', error: new Error('The team has too many keys.') },
      ]);
    });
    expect(sent).toEqual(['alice@laptop', 'Pasted key 3']);
    expect(results.map((result) => result.outcome)).toEqual(['duplicate', 'added', 'refused']);
    expect(results[2]).toMatchObject({ reason: 'The team has too many keys.' });
    expect(chosenAfterPaste(['k-rsa', 'k-other'], results)).toEqual(['k-rsa', 'k-other', 'k-new']);
  });
});
