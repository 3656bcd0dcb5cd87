/**
 * The page to return to after sign-in, taken from router state. Only same-origin paths are
 * accepted ("/teams/…"), never "//host" or "https://…", so a crafted link cannot send a freshly
 * signed-in user to another site; the sign-in page itself is no destination either.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  if (value === '/sign-in' || value.startsWith('/sign-in?') || value.startsWith('/sign-in#')) return null;
  return value;
}

/** Router state carried to the sign-in page: where to go back to, and why the session ended. */
export interface SignInState {
  from?: string;
  reason?: SignOutReason;
}

/**
 * The endings the sign-in page explains: a deliberate sign-out in this tab needs no explanation, one
 * made in another tab does.
 */
export type SignOutReason = 'expired' | 'idle' | 'signed-out-elsewhere';

export function signOutReasonFromState(state: unknown): SignOutReason | null {
  if (typeof state !== 'object' || state === null) return null;
  const reason = (state as SignInState).reason;
  return reason === 'expired' || reason === 'idle' || reason === 'signed-out-elsewhere' ? reason : null;
}

export function returnPathFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return safeReturnPath((state as SignInState).from);
}
