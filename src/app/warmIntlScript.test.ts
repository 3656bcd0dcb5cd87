import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../api/session';

// public/warm-intl.js runs before the app (index.html), so it cannot import the session's storage key:
// these tests hold it to the session module's own behaviour.
const script = readFileSync('public/warm-intl.js', 'utf8');
const run = () => new Function(script)() as unknown;

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

describe('public/warm-intl.js', () => {
  it('builds the date format in a tab that keeps a session', () => {
    signIn('tkn');
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    run();
    expect(format).toHaveBeenCalledWith(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  });

  it('does nothing on a signed-out load (the sign-in page needs no Intl) or a memory-only session', () => {
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    run();
    signIn('tkn', { keepInTab: false });
    run();
    expect(format).not.toHaveBeenCalled();
  });

  it('is the format the app formats dates with', async () => {
    const { userTimestampFormat } = await import('../ui/intl');
    expect(userTimestampFormat().resolvedOptions()).toMatchObject({ dateStyle: 'medium', timeStyle: 'short' });
  });
});
