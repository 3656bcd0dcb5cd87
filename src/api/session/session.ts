import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY } from './sessionKey';
import type { UnauthorizedVerdict } from '../errors/answerError';

/**
 * The API token lives in memory, with a copy in this tab's sessionStorage so a reload keeps the user
 * signed in (gone when the tab closes). On a shared machine the user can opt out of the copy: a
 * reload then signs out. Never localStorage, a cookie, a URL or a log line: those outlive the tab
 * or leak to other parties. Other tabs of the console get the token over a same-origin channel,
 * in memory (sessionShare.ts).
 */
export { SESSION_STORAGE_KEY };

/**
 * Why the last session ended: the user signed out here or in another tab, the API refused the
 * token, or every tab sat idle.
 */
export type SessionEnd = 'signed-out' | 'signed-out-elsewhere' | 'expired' | 'idle';

export interface SignInOptions {
  /** Whether this tab keeps a sessionStorage copy (the default), so a reload stays signed in. */
  keepInTab: boolean;
}

let token: string | null = readStoredToken();
/** A token found in storage was put there because this tab keeps it. */
let keptInTab = token !== null;
/** True while a tab that started without a token waits for another tab to hand it one. */
let askingOtherTabs = false;
let endReason: SessionEnd | null = null;
let unauthorizedReported = false;
/** Counts sign-ins and sign-outs, so a late answer can tell whether it is still about this session. */
let session = 0;
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function readStoredToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null; // Storage can be disabled by the browser; memory still works.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return token;
}

export function signIn(newToken: string, opts: SignInOptions = { keepInTab: true }): void {
  token = newToken.trim();
  keptInTab = opts.keepInTab;
  endReason = null;
  unauthorizedReported = false;
  session += 1;
  try {
    if (opts.keepInTab) globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEY, token);
    else globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Without storage the session simply ends with the page.
  }
  notify();
}

/**
 * Ends the session: the token leaves memory, sessionStorage is emptied, and `onSignOut` listeners drop
 * what they kept. The caller clears the query cache. The signed-in routes see the change and send
 * the user to sign in (RequireSignIn), with the reason, so there is one redirect whoever ended it.
 */
export function signOut(reason: SessionEnd = 'signed-out'): void {
  token = null;
  session += 1;
  endReason = reason;
  for (const listener of signOutListeners) listener();
  try {
    // Everything this tab kept (the token, ids of things opened or created here) belongs to the
    // user who leaves; the next one to sign in must not see it.
    globalThis.sessionStorage?.clear();
  } catch {
    // Nothing stored when storage is unavailable.
  }
  notify();
}

/**
 * Runs `listener` whenever the session ends (sign-out, or a 401 for a token the API refuses), for
 * state that must not outlive the user who saw it, e.g. script content kept in memory.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Whether this tab keeps the token in its sessionStorage (false: the user opted out, memory only). */
export function keepsTokenInTab(): boolean {
  return keptInTab;
}

/** Why the session ended, until the next sign-in; null when it never started in this tab. */
export function sessionEndReason(): SessionEnd | null {
  return endReason;
}

/** What one cheap read with the token said: it works, it is refused (401), or nothing could be learnt. */
export type TokenCheck = 'accepted' | 'refused' | 'unknown';

let pendingCheck: { session: number; verdict: Promise<UnauthorizedVerdict> } | null = null;

/**
 * Called by the client on every 401 with the token that request carried. The API answers 401 both
 * for a token it refuses and for a user without permission on the team, so before signing out the
 * token is tried once on a read every server has and that needs no team (`checkToken`):
 * - it works → the user stays signed in; the failed call lacked permission ('permission');
 * - it is refused → the session ends as expired, once ('signed-out');
 * - nothing can be learnt (network, 5xx) → the user stays signed in and sees the original error.
 * Many requests can fail at once with the same token: they share one check. A 401 or a check result
 * for a token already replaced by a new sign-in (or already signed out) does nothing.
 */
export function reportUnauthorized(
  tokenUsed: string | null,
  options: { checkToken: (token: string) => Promise<TokenCheck>; clearCache: () => void },
): Promise<UnauthorizedVerdict> {
  if (unauthorizedReported || token === null || tokenUsed !== token) return Promise.resolve('unknown');
  if (pendingCheck?.session === session) return pendingCheck.verdict;
  const checked = session;
  const verdict = options
    .checkToken(tokenUsed)
    .catch((): TokenCheck => 'unknown')
    .then((result): UnauthorizedVerdict => {
      if (pendingCheck?.session === checked) pendingCheck = null;
      // Signed out, or signed in anew, while the check ran: this verdict is about nobody's session.
      if (session !== checked || unauthorizedReported) return 'unknown';
      if (result === 'accepted') return 'permission';
      if (result === 'unknown') return 'unknown';
      unauthorizedReported = true;
      signOut('expired');
      options.clearCache();
      return 'signed-out';
    });
  pendingCheck = { session: checked, verdict };
  return verdict;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => token !== null);
}

/** Marks the wait for another tab's answer at start-up, during which the app shows its loading screen. */
export function setAskingOtherTabs(asking: boolean): void {
  if (askingOtherTabs === asking) return;
  askingOtherTabs = asking;
  notify();
}

/** Whether this tab is still waiting to learn if another tab is signed in. */
export function useAskingOtherTabs(): boolean {
  return useSyncExternalStore(subscribe, () => askingOtherTabs);
}
