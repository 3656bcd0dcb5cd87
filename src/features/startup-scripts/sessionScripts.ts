import { onSignOut } from '../../api/session';

/**
 * Content of the scripts created in this browser session, for a server that does not offer
 * reading a script back (extension GET /startup_scripts/{id}). Scripts can hold secrets, so this
 * lives in memory only: never in sessionStorage or localStorage, gone on reload or sign-out.
 */
const known = new Map<string, string>();

const keyOf = (teamId: string, id: string) => `${teamId}\u0000${id}`;

export function rememberContent(teamId: string, id: string, content: string): void {
  known.set(keyOf(teamId, id), content);
}

export function knownContent(teamId: string, id: string): string | undefined {
  return known.get(keyOf(teamId, id));
}

export function forgetContent(teamId: string, id: string): void {
  known.delete(keyOf(teamId, id));
}

export function forgetAllContent(): void {
  known.clear();
}

onSignOut(forgetAllContent);
