import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, onSignOut, reportUnauthorized, sessionEndReason, signIn, signOut } from './session';

afterEach(() => {
  signOut();
  localStorage.clear();
  sessionStorage.clear();
});

function everyStorageValue(): string {
  const values: string[] = [document.cookie];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) values.push(storage.getItem(storage.key(i) ?? '') ?? '');
  }
  return values.join('\n');
}

describe('session', () => {
  it('keeps the token in memory only by default', () => {
    signIn('secret-token-1', { keepInTab: false });
    expect(getToken()).toBe('secret-token-1');
    expect(everyStorageValue()).not.toContain('secret-token-1');
  });

  it('keeps the token in sessionStorage, and nowhere else, when asked', () => {
    signIn('secret-token-2', { keepInTab: true });
    expect(Object.values({ ...sessionStorage })).toContain('secret-token-2');
    expect(Object.values({ ...localStorage })).not.toContain('secret-token-2');
    expect(document.cookie).not.toContain('secret-token-2');
  });

  it('sign-out removes the token everywhere', () => {
    signIn('secret-token-3', { keepInTab: true });
    signOut();
    expect(getToken()).toBeNull();
    expect(everyStorageValue()).not.toContain('secret-token-3');
  });

  it('sign-out and a 401 forget what this tab remembered for the user, but not their theme', () => {
    localStorage.setItem('cloud-console.theme', 'dark');
    for (const end of [() => signOut(), () => reportUnauthorized('token-b', () => undefined)]) {
      signIn('token-b', { keepInTab: false });
      sessionStorage.setItem('object-storage.buckets.s1', JSON.stringify(['acme-static-assets']));
      sessionStorage.setItem('vms.snapshots.team-1', JSON.stringify(['snap-1']));
      end();
      expect(sessionStorage.length).toBe(0);
    }
    expect(localStorage.getItem('cloud-console.theme')).toBe('dark');
    localStorage.clear();
  });

  it('a burst of 401s signs out once, clears the cache once and says the session expired', () => {
    const ended = vi.fn();
    const stop = onSignOut(ended);
    const clearCache = vi.fn();
    signIn('expired-token', { keepInTab: true });
    for (let i = 0; i < 5; i += 1) reportUnauthorized('expired-token', clearCache);
    expect(getToken()).toBeNull();
    expect(everyStorageValue()).not.toContain('expired-token');
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sessionEndReason()).toBe('expired');
    stop();
  });

  it('ignores a late 401 for a token that a new sign-in already replaced', () => {
    const clearCache = vi.fn();
    signIn('new-token', { keepInTab: false });
    reportUnauthorized('old-token', clearCache);
    expect(getToken()).toBe('new-token');
    expect(clearCache).not.toHaveBeenCalled();
    expect(sessionEndReason()).toBeNull();
  });

  it('reacts again to a 401 after the user signed in anew', () => {
    const clearCache = vi.fn();
    signIn('a', { keepInTab: false });
    reportUnauthorized('a', clearCache);
    signIn('b', { keepInTab: false });
    reportUnauthorized('b', clearCache);
    expect(clearCache).toHaveBeenCalledTimes(2);
  });

  it('remembers why the session ended until the next sign-in', () => {
    signIn('a', { keepInTab: false });
    signOut('idle');
    expect(sessionEndReason()).toBe('idle');
    signIn('b', { keepInTab: false });
    expect(sessionEndReason()).toBeNull();
    signOut();
    expect(sessionEndReason()).toBe('signed-out');
  });

  it('tells listeners when the session ends, by sign-out or by a 401', () => {
    const listener = vi.fn();
    const stop = onSignOut(listener);
    signIn('a', { keepInTab: false });
    signOut();
    signIn('b', { keepInTab: false });
    reportUnauthorized('b', () => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
