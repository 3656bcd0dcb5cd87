import { describe, expect, it } from 'vitest';
import { formatIdleTime, signOutNotice } from './signOutNotice';

describe('formatIdleTime', () => {
  it.each([
    [30, '30 minutes'],
    [1, '1 minute'],
    [0.1, '6 seconds'],
    [1.5, '90 seconds'],
    [1 / 60, '1 second'],
    [1440, '1440 minutes'],
  ])('%j minutes reads "%s"', (minutes, text) => {
    expect(formatIdleTime(minutes)).toBe(text);
  });
});

describe('signOutNotice', () => {
  it('says the token was refused when the API answered 401', () => {
    expect(signOutNotice('expired', 30)).toBe(
      'Your session has ended: the API no longer accepts your token. Sign in again to continue where you were.',
    );
  });

  it('says how long the tab sat idle', () => {
    expect(signOutNotice('idle', 30)).toBe(
      'You were signed out after 30 minutes without activity. Sign in again to continue where you were.',
    );
  });

  it('still explains an idle sign-out when the setting has since been turned off', () => {
    expect(signOutNotice('idle', 0)).toMatch(/^You were signed out after a while without activity\./);
  });
});
