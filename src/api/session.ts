import { useSyncExternalStore } from 'react';

/**
 * The API token lives in memory; "keep me signed in in this tab" adds a sessionStorage
 * copy so a reload of this tab keeps the user signed in. Never localStorage, a cookie,
 * a URL or a log line: those outlive the tab or leak to other parties.
 */
const STORAGE_KEY = 'cloud-console.session';

let token: string | null = readStoredToken();
let unauthorizedReported = false;
let unauthorizedHandler: ((returnPath: string) => void) | null = null;
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
  unauthorizedReported = false;
  try {
    if (opts.keepInTab) globalThis.sessionStorage?.setItem(STORAGE_KEY, token);
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the session simply ends with the page.
  }
  notify();
}

export function signOut(): void {
  token = null;
  for (const listener of signOutListeners) listener();
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
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

export function setUnauthorizedHandler(handler: ((returnPath: string) => void) | null): void {
  unauthorizedHandler = handler;
}

/**
 * Called by the client on every 401 with the token that request carried. Many requests
 * can fail at once with the same expired token: only the first signs out and redirects,
 * and a late 401 for a token already replaced by a new sign-in is ignored.
 */
export function reportUnauthorized(tokenUsed: string | null, clearCache: () => void): void {
  // Signed out already (deliberately or by an earlier 401): nothing left to do.
  if (unauthorizedReported || token === null || tokenUsed !== token) return;
  unauthorizedReported = true;
  signOut();
  clearCache();
  const location = globalThis.location;
  const returnPath = location ? `${location.pathname}${location.search}${location.hash}` : '/';
  unauthorizedHandler?.(returnPath);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => token !== null);
}
