import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, onSignOut, reportUnauthorized, setUnauthorizedHandler, signIn, signOut } from './session';

afterEach(() => {
  signOut();
  setUnauthorizedHandler(null);
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

  it('a burst of 401s signs out, clears the cache and redirects once, with the return path', () => {
    window.history.replaceState(null, '', '/teams/t1/ssh-keys?sort=name');
    const redirect = vi.fn();
    const clearCache = vi.fn();
    setUnauthorizedHandler(redirect);
    signIn('expired', { keepInTab: true });
    for (let i = 0; i < 5; i += 1) reportUnauthorized('expired', clearCache);
    expect(getToken()).toBeNull();
    expect(everyStorageValue()).not.toContain('expired');
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/teams/t1/ssh-keys?sort=name');
  });

  it('ignores a late 401 for a token that a new sign-in already replaced', () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    signIn('new-token', { keepInTab: false });
    reportUnauthorized('old-token', () => undefined);
    expect(getToken()).toBe('new-token');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('reacts again to a 401 after the user signed in anew', () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    signIn('a', { keepInTab: false });
    reportUnauthorized('a', () => undefined);
    signIn('b', { keepInTab: false });
    reportUnauthorized('b', () => undefined);
    expect(redirect).toHaveBeenCalledTimes(2);
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
