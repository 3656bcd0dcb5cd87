import * as session from './session';

/**
 * The session share (sessionShare.ts) is a chunk of its own: a signed-out tab loads it at once, to ask
 * the other tabs for their session, and a signed-in one after its page has its data. Until it has
 * started, this tab has no other tabs to tell or ask: what follows does what sessionShare.ts does
 * without a running share, and a listener added meanwhile joins the share once it starts.
 */
type Share = typeof import('./sessionShare');

let started: Share | null = null;
const onStart = new Set<(share: Share) => void>();

/** Loads the share's code; the boot asks for it early on a signed-out load. */
const loadSessionShare = (): Promise<Share> => import('./sessionShare');

/**
 * Starts the share (startSessionShare): resolves true once this tab has a session, its own or another
 * tab's. A tab without a token counts as asking the others from the start, so the signed-in routes
 * wait for the answer (RequireSignIn) rather than send it to sign in while the code loads.
 */
export async function startSessionShareLazily(options: {
  apiBaseUrl: string;
  clearCache: () => void;
}): Promise<boolean> {
  const asking = session.getToken() === null;
  if (asking) session.setAskingOtherTabs(true);
  try {
    const share = await loadSessionShare();
    const signedIn = share.startSessionShare({ ...options, session });
    started = share;
    for (const join of onStart) join(share);
    onStart.clear();
    return await signedIn;
  } catch {
    // Without its code, the tab is on its own, as in a browser without BroadcastChannel.
    return session.getToken() !== null;
  } finally {
    if (asking) session.setAskingOtherTabs(false);
  }
}

/** This tab's sign-in was accepted by the API: the other tabs adopt it. */
export function shareSignIn(): void {
  started?.shareSignIn();
}

/** Input in this tab, for the other tabs' idle timers. */
export function shareActivity(throttleMs: number): void {
  started?.shareActivity(throttleMs);
}

export function onActivityInOtherTabs(listener: (at: number) => void): () => void {
  if (started) return started.onActivityInOtherTabs(listener);
  let stop: (() => void) | null = null;
  const join = (share: Share) => {
    stop = share.onActivityInOtherTabs(listener);
  };
  onStart.add(join);
  return () => {
    onStart.delete(join);
    stop?.();
  };
}

/** The latest input another tab saw; null at once when this tab has nobody to ask. */
export function lastActivityInOtherTabs(): Promise<number | null> | null {
  return started?.lastActivityInOtherTabs() ?? null;
}
