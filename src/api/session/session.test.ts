// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  getToken,
  keepsTokenInTab,
  onSignOut,
  reportUnauthorized,
  sessionEndReason,
  setAskingOtherTabs,
  signIn,
  signOut,
  useAskingOtherTabs,
  type TokenCheck,
} from './session';

/** A token check that finds the token refused, as the API answers a revoked one. */
function refusing() {
  return { checkToken: vi.fn(async (): Promise<TokenCheck> => 'refused'), clearCache: vi.fn() };
}

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
  it('keeps the token in this tab’s sessionStorage, and nowhere else, by default', () => {
    signIn('secret-token-2');
    expect(getToken()).toBe('secret-token-2');
    expect(keepsTokenInTab()).toBe(true);
    expect(Object.values({ ...sessionStorage })).toContain('secret-token-2');
    expect(Object.values({ ...localStorage })).not.toContain('secret-token-2');
    expect(document.cookie).not.toContain('secret-token-2');
  });

  it('keeps the token in memory only when the user opts out (a shared computer)', () => {
    signIn('secret-token-1', { keepInTab: false });
    expect(getToken()).toBe('secret-token-1');
    expect(keepsTokenInTab()).toBe(false);
    expect(everyStorageValue()).not.toContain('secret-token-1');
  });

  it('opting out on a later sign-in takes out the copy an earlier one stored', () => {
    signIn('secret-token-4');
    signIn('secret-token-5', { keepInTab: false });
    expect(everyStorageValue()).not.toContain('secret-token-4');
    expect(everyStorageValue()).not.toContain('secret-token-5');
  });

  it('says while it asks the other tabs, and tells its subscribers', () => {
    const { result } = renderHook(() => useAskingOtherTabs());
    expect(result.current).toBe(false);
    act(() => setAskingOtherTabs(true));
    expect(result.current).toBe(true);
    act(() => setAskingOtherTabs(false));
    expect(result.current).toBe(false);
  });

  it('sign-out removes the token everywhere', () => {
    signIn('secret-token-3', { keepInTab: true });
    signOut();
    expect(getToken()).toBeNull();
    expect(everyStorageValue()).not.toContain('secret-token-3');
  });

  it('sign-out and a refused token forget what this tab remembered for the user, but not their theme', async () => {
    localStorage.setItem('cloud-console.theme', 'dark');
    for (const end of [async () => signOut(), () => reportUnauthorized('token-b', refusing())]) {
      signIn('token-b', { keepInTab: false });
      sessionStorage.setItem('object-storage.buckets.s1', JSON.stringify(['acme-static-assets']));
      sessionStorage.setItem('vms.snapshots.team-1', JSON.stringify(['snap-1']));
      await end();
      expect(sessionStorage.length).toBe(0);
    }
    expect(localStorage.getItem('cloud-console.theme')).toBe('dark');
    localStorage.clear();
  });

  it('a burst of 401s for a refused token checks it once, signs out once, clears the cache once and says the session expired', async () => {
    const ended = vi.fn();
    const stop = onSignOut(ended);
    const options = refusing();
    signIn('expired-token', { keepInTab: true });
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => reportUnauthorized('expired-token', options)));
    expect(verdicts).toEqual(Array(5).fill('signed-out'));
    expect(options.checkToken).toHaveBeenCalledTimes(1);
    expect(options.checkToken).toHaveBeenCalledWith('expired-token');
    expect(getToken()).toBeNull();
    expect(everyStorageValue()).not.toContain('expired-token');
    expect(options.clearCache).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sessionEndReason()).toBe('expired');
    stop();
  });

  it('a 401 for a token the API still accepts keeps the user signed in: it was about permission', async () => {
    const options = { checkToken: vi.fn(async (): Promise<TokenCheck> => 'accepted'), clearCache: vi.fn() };
    signIn('member-token', { keepInTab: true });
    const verdicts = await Promise.all([
      reportUnauthorized('member-token', options),
      reportUnauthorized('member-token', options),
    ]);
    expect(verdicts).toEqual(['permission', 'permission']);
    expect(options.checkToken).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('member-token');
    expect(Object.values({ ...sessionStorage })).toContain('member-token');
    expect(options.clearCache).not.toHaveBeenCalled();
    expect(sessionEndReason()).toBeNull();
  });

  it('checks again on a later 401 once the earlier check has answered', async () => {
    const options = { checkToken: vi.fn(async (): Promise<TokenCheck> => 'accepted'), clearCache: vi.fn() };
    signIn('member-token', { keepInTab: false });
    await reportUnauthorized('member-token', options);
    await reportUnauthorized('member-token', options);
    expect(options.checkToken).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['answers neither yes nor no', async (): Promise<TokenCheck> => 'unknown'],
    ['fails', async (): Promise<TokenCheck> => Promise.reject(new TypeError('network'))],
  ])('stays signed in when the check %s', async (_, check) => {
    const options = { checkToken: vi.fn(check), clearCache: vi.fn() };
    signIn('token-c', { keepInTab: false });
    expect(await reportUnauthorized('token-c', options)).toBe('unknown');
    expect(getToken()).toBe('token-c');
    expect(options.clearCache).not.toHaveBeenCalled();
  });

  it('ignores a late 401 for a token that a new sign-in already replaced, without checking it', async () => {
    const options = refusing();
    signIn('new-token', { keepInTab: false });
    expect(await reportUnauthorized('old-token', options)).toBe('unknown');
    expect(options.checkToken).not.toHaveBeenCalled();
    expect(getToken()).toBe('new-token');
    expect(options.clearCache).not.toHaveBeenCalled();
    expect(sessionEndReason()).toBeNull();
  });

  it('a check that answers after the user signed in anew does nothing', async () => {
    let answer: (result: TokenCheck) => void = () => undefined;
    const options = {
      checkToken: vi.fn(() => new Promise<TokenCheck>((resolve) => (answer = resolve))),
      clearCache: vi.fn(),
    };
    signIn('same-token', { keepInTab: false });
    const verdict = reportUnauthorized('same-token', options);
    signIn('same-token', { keepInTab: false });
    answer('refused');
    expect(await verdict).toBe('unknown');
    expect(getToken()).toBe('same-token');
    expect(options.clearCache).not.toHaveBeenCalled();
  });

  it('reacts again to a refused token after the user signed in anew', async () => {
    const options = refusing();
    signIn('a', { keepInTab: false });
    await reportUnauthorized('a', options);
    signIn('b', { keepInTab: false });
    await reportUnauthorized('b', options);
    expect(options.clearCache).toHaveBeenCalledTimes(2);
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

  it('tells listeners when the session ends, by sign-out or by a refused token', async () => {
    const listener = vi.fn();
    const stop = onSignOut(listener);
    signIn('a', { keepInTab: false });
    signOut();
    signIn('b', { keepInTab: false });
    await reportUnauthorized('b', refusing());
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
