import { useSyncExternalStore } from 'react';

/**
 * The API token lives in memory; "keep me signed in in this tab" adds a sessionStorage
 * copy so a reload of this tab keeps the user signed in. Never localStorage, a cookie,
 * a URL or a log line: those outlive the tab or leak to other parties.
 */
const STORAGE_KEY = 'cloud-console.session';

/** Why the last session ended: the user signed out, the API refused the token, or the tab sat idle. */
export type SessionEnd = 'signed-out' | 'expired' | 'idle';

let token: string | null = readStoredToken();
let endReason: SessionEnd | null = null;
let unauthorizedReported = false;
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function readStoredToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? null;
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

export function signIn(newToken: string, opts: { keepInTab: boolean }): void {
  token = newToken.trim();
  endReason = null;
  unauthorizedReported = false;
  try {
    if (opts.keepInTab) globalThis.sessionStorage?.setItem(STORAGE_KEY, token);
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
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
 * Runs `listener` whenever the session ends (sign-out or a 401), for state that must not
 * outlive the user who saw it, e.g. script content kept in memory.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Why the session ended, until the next sign-in; null when it never started in this tab. */
export function sessionEndReason(): SessionEnd | null {
  return endReason;
}

/**
 * Called by the client on every 401 with the token that request carried. Many requests
 * can fail at once with the same expired token: only the first signs out, and a late 401
 * for a token already replaced by a new sign-in is ignored.
 */
export function reportUnauthorized(tokenUsed: string | null, clearCache: () => void): void {
  // Signed out already (deliberately or by an earlier 401): nothing left to do.
  if (unauthorizedReported || token === null || tokenUsed !== token) return;
  unauthorizedReported = true;
  signOut('expired');
  clearCache();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => token !== null);
}
