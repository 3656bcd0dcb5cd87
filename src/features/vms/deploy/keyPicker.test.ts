import { describe, expect, it } from 'vitest';
import type { SshKey } from '../../../api/types';
import { ECDSA_384, ED25519, RSA_2048 } from '../../ssh-keys/testKeys';
import {
  chosenKeys,
  focusAfterUntick,
  formatCount,
  matchesSummary,
  matchingKeys,
  SHOWN_MATCHES_MAX,
} from './keyPicker';
import { keyDetail, keySummary } from './keySummary';
import { manyKeys } from './manyKeys';

const key = (id: string, name: string, line: string): SshKey => ({
  id,
  name,
  ssh_key: line,
  created: '2026-01-01T00:00:00Z',
});
const ALICE = key('a', 'alice laptop', ED25519.line);
const CI = key('c', 'CI build', RSA_2048.line);
const BASTION = key('b', 'bastion', ECDSA_384.line);

describe('matchingKeys', () => {
  const keys = manyKeys(10_000, [ALICE, CI, BASTION]);

  it('shows the first keys of the team when nothing is searched, and counts them all', () => {
    const matches = matchingKeys(keys, '  ');
    expect(matches.total).toBe(10_003);
    expect(matches.shown).toHaveLength(SHOWN_MATCHES_MAX);
    expect(matches.shown[0]?.name).toBe('key 00001');
  });

  it('finds keys by name, type and fingerprint, every word somewhere', () => {
    expect(matchingKeys(keys, 'ALICE').shown).toEqual([ALICE]);
    // key 00999 and key 09990 to 09999.
    expect(matchingKeys(keys, 'key 0999').total).toBe(11);
    expect(matchingKeys(keys, 'ssh-rsa').shown).toEqual([CI]);
    expect(matchingKeys(keys, 'ecdsa').shown).toEqual([BASTION]);
    expect(matchingKeys(keys, ED25519.fingerprint).shown).toEqual([ALICE]);
    expect(matchingKeys(keys, ED25519.fingerprint.slice(7, 20)).shown).toEqual([ALICE]);
    expect(matchingKeys(keys, 'alice rsa').total).toBe(0);
  });
});

describe('matchesSummary', () => {
  const keys = manyKeys(100);
  const thousands = manyKeys(10_003);
  it('says how many more keys there are and how to reach them', () => {
    expect(matchesSummary(matchingKeys(keys, ''), '')).toBe(
      `and ${formatCount(80)} more: search by name, type or fingerprint.`,
    );
    expect(matchesSummary(matchingKeys(thousands, 'key'), 'key')).toBe(
      `and ${formatCount(9_983)} more: refine the search.`,
    );
    expect(matchesSummary(matchingKeys(keys, 'key 0002'), 'key 0002')).toBe('11 keys match.');
    expect(matchesSummary(matchingKeys(keys, 'key 00001'), 'key 00001')).toBe('1 key matches.');
    expect(matchesSummary(matchingKeys(keys, 'nobody '), 'nobody ')).toBe('No SSH key matches “nobody”.');
    expect(matchesSummary(matchingKeys(manyKeys(20), ''), '')).toBe('');
  });
});

describe('chosen keys', () => {
  it('keeps the order chosen and the id of a key the team no longer has', () => {
    expect(chosenKeys(['c', 'gone', 'a'], [ALICE, CI, BASTION])).toEqual([
      { id: 'c', key: CI },
      { id: 'gone', key: undefined },
      { id: 'a', key: ALICE },
    ]);
    expect(chosenKeys([], [ALICE])).toEqual([]);
  });

  it('moves the focus to the next chosen key once one is unticked, else the one before', () => {
    expect(focusAfterUntick(['a', 'b', 'c'], 'b')).toBe('c');
    expect(focusAfterUntick(['a', 'b', 'c'], 'c')).toBe('b');
    expect(focusAfterUntick(['a'], 'a')).toBeNull();
  });
});

describe('keySummary', () => {
  it('reads the type and fingerprint once per key object', () => {
    expect(keySummary(CI)).toEqual({ type: 'ssh-rsa', fingerprint: RSA_2048.fingerprint });
    expect(keySummary(CI)).toBe(keySummary(CI));
    expect(keyDetail(ALICE)).toBe(ED25519.fingerprint);
  });

  it('shows what an unreadable line starts with', () => {
    expect(keyDetail(key('x', 'odd', 'ssh-future AAAA'))).toBe('ssh-future');
    expect(keyDetail(key('y', 'blank', '  '))).toBe('unreadable key');
  });
});
