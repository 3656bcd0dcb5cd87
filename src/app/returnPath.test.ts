import { describe, expect, it } from 'vitest';
import { returnPathFromState, safeReturnPath, signOutReasonFromState } from './returnPath';
import { itAnswersAll } from '../test/answerTables';

describe('safeReturnPath', () => {
  it('accepts paths on this site, with query and hash', () => {
    expect(safeReturnPath('/teams/t1/ssh-keys?q=ci#top')).toBe('/teams/t1/ssh-keys?q=ci#top');
  });

  itAnswersAll(safeReturnPath, null, 'refuses %j', [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    `${'javascript'}:alert(1)`,
    'teams/x',
    '/a\nb',
    '/sign-in',
    '/sign-in?x=1',
  ]);

  it('refuses non-strings', () => {
    expect(safeReturnPath(42)).toBeNull();
    expect(returnPathFromState(null)).toBeNull();
    expect(returnPathFromState({ from: '/vms' })).toBe('/vms');
  });
});

describe('signOutReasonFromState', () => {
  it('reads the two endings the sign-in page explains', () => {
    expect(signOutReasonFromState({ from: '/vms', reason: 'expired' })).toBe('expired');
    expect(signOutReasonFromState({ reason: 'idle' })).toBe('idle');
  });

  it.each([null, undefined, 'idle', {}, { reason: 'signed-out' }, { reason: '<script>' }])('ignores %j', (state) => {
    expect(signOutReasonFromState(state)).toBeNull();
  });
});
