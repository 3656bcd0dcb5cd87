import type { SignOutReason } from './returnPath';

/** "30 minutes", "1 minute", "6 seconds": fractions of a minute (allowed in config.json) in seconds. */
export function formatIdleTime(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  if (seconds % 60 !== 0) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const whole = seconds / 60;
  return whole === 1 ? '1 minute' : `${whole} minutes`;
}

/** What the sign-in page tells someone whose session ended without them signing out. */
export function signOutNotice(reason: SignOutReason, idleMinutes: number): string {
  if (reason === 'signed-out-elsewhere')
    return 'You signed out in another tab of the console, which signs out every tab.';
  // Idle means idle in every tab: input in any of them keeps all of them signed in.
  if (reason === 'idle' && idleMinutes > 0) {
    return `You were signed out after ${formatIdleTime(idleMinutes)} without activity. Sign in again to continue where you were.`;
  }
  if (reason === 'idle')
    return 'You were signed out after a while without activity. Sign in again to continue where you were.';
  return 'Your session has ended: the API no longer accepts your token. Sign in again to continue where you were.';
}
