// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../api/session';

// public/early.js runs before the app (index.html), so it cannot import the session's storage key:
// these tests hold it to the session module's own behaviour.
const script = readFileSync('public/early.js', 'utf8');
const APP_FILES = '/assets/startApp-a1.js /assets/app-b2.js';

/** Runs the script as the browser does: from its tag, which the build gave the app's files. */
function run(signInModules: string | null = APP_FILES): void {
  const tag = document.createElement('script');
  if (signInModules !== null) tag.dataset.signInModules = signInModules;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  new Function(script)();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('public/early.js', () => {
  it('builds the date format in a tab that keeps a session, and preloads nothing', () => {
    signIn('tkn');
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    run();
    expect(format).toHaveBeenCalledWith(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(preloads()).toEqual([]);
  });

  it("preloads the app's files on a signed-out load, as the module scripts fetch them", () => {
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    run();
    expect(preloads()).toEqual([
      { href: '/assets/startApp-a1.js', crossOrigin: '' },
      { href: '/assets/app-b2.js', crossOrigin: '' },
    ]);
    // The sign-in page needs no Intl.
    expect(format).not.toHaveBeenCalled();
  });

  it('treats a memory-only session as signed out: a reload of that tab shows the sign-in page', () => {
    signIn('tkn', { keepInTab: false });
    run();
    expect(preloads()).toHaveLength(2);
  });

  it('does nothing where the build listed no files (the dev server)', () => {
    run(null);
    expect(preloads()).toEqual([]);
  });

  it('is the format the app formats dates with', async () => {
    const { userTimestampFormat } = await import('../ui/intl');
    expect(userTimestampFormat().resolvedOptions()).toMatchObject({ dateStyle: 'medium', timeStyle: 'short' });
  });
});
