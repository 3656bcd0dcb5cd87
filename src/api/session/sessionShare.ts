import type { SessionEnd, SignInOptions } from './session';

/**
 * One session per browser, across the console's tabs, over a same-origin BroadcastChannel:
 *
 * - A tab that starts without a token asks the open tabs; a signed-in tab answers with the token and
 *   its "keep in tab" choice. The answer is kept in memory, and in the new tab's sessionStorage only
 *   if the answering tab keeps it there: an opt-out made for a shared machine holds for the tabs
 *   opened from it, or a tab reopened later (which brings its sessionStorage back) would sign in.
 * - A sign-in (once the token is confirmed) is adopted by every other tab, so a tab never carries on
 *   with a previous token, or another person's, beside the new one.
 * - A sign-out, idle sign-out or refused token ends the session in every tab, each told why.
 * - Input in any tab counts as the person being there: pings, throttled, reach the other tabs'
 *   idle timers, and a tab whose timer runs out asks the others before ending the session.
 *
 * Nothing here writes anywhere itself: the token reaches storage only through `session.signIn`.
 * A tab that has signed out, or has not yet confirmed its token, never answers.
 */

export const SESSION_CHANNEL = 'cloud-console.session';

/** How long a new tab waits for an answer before showing the sign-in page; late answers still sign it in. */
export const HANDOFF_WAIT_MS = 300;
/** How long a tab whose idle time ran out waits to hear whether another tab saw input. */
export const ACTIVITY_CHECK_WAIT_MS = 300;

/** What the share needs of a BroadcastChannel (a fake one in tests). */
export interface ShareChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** What the share needs of this tab's session (session.ts, or a fake in tests). */
export interface SessionPort {
  getToken(): string | null;
  keepsTokenInTab(): boolean;
  signIn(token: string, options: SignInOptions): void;
  signOut(reason: SessionEnd): void;
  sessionEndReason(): SessionEnd | null;
  onSignOut(listener: () => void): () => void;
  setAskingOtherTabs(asking: boolean): void;
}

/**
 * Whether any tab of this origin holds a session now (Web Locks): lets a lone tab skip the wait.
 * `anyHeld` answers null when it cannot tell.
 */
export interface SessionPresence {
  hold(): () => void;
  anyHeld(): Promise<boolean | null>;
}

export interface SessionShareOptions {
  channel: ShareChannel;
  session: SessionPort;
  /** Drops every cached answer of the session that ended (the query cache). */
  clearCache: () => void;
  presence?: SessionPresence;
  handoffWaitMs?: number;
  activityCheckWaitMs?: number;
  now?: () => number;
  newId?: () => string;
}

type Message =
  | { type: 'ask'; id: string }
  | { type: 'answer'; to: string; token: string; keepInTab: boolean }
  | { type: 'signed-in'; token: string; keepInTab: boolean }
  | { type: 'signed-out'; reason: SessionEnd; tag: string }
  | { type: 'activity'; at: number }
  | { type: 'active?'; id: string }
  | { type: 'active'; to: string; at: number };

const END_REASONS: readonly SessionEnd[] = ['signed-out', 'signed-out-elsewhere', 'expired', 'idle'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Anything on the channel that is not exactly one of our messages is ignored. */
export function parseMessage(data: unknown): Message | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'ask':
    case 'active?':
      return isString(data.id) ? { type: data.type, id: data.id } : null;
    case 'answer':
      return isString(data.to) && isString(data.token) && typeof data.keepInTab === 'boolean'
        ? { type: 'answer', to: data.to, token: data.token, keepInTab: data.keepInTab }
        : null;
    case 'signed-in':
      return isString(data.token) && typeof data.keepInTab === 'boolean'
        ? { type: 'signed-in', token: data.token, keepInTab: data.keepInTab }
        : null;
    case 'signed-out':
      return END_REASONS.includes(data.reason as SessionEnd) && isString(data.tag)
        ? { type: 'signed-out', reason: data.reason as SessionEnd, tag: data.tag }
        : null;
    case 'activity':
      return isTime(data.at) ? { type: 'activity', at: data.at } : null;
    case 'active':
      return isString(data.to) && isTime(data.at) ? { type: 'active', to: data.to, at: data.at } : null;
    default:
      return null;
  }
}

export interface SessionShare {
  /**
   * Asks the open tabs for their session, when this tab has none. Resolves true once one answered,
   * false when none did within the wait (at once when no tab holds a session).
   */
  requestToken(): Promise<boolean>;
  /** This tab signed in and the API accepted the token: the other tabs adopt it. */
  announceSignIn(): void;
  /** Input in this tab; tells the other tabs at most once per `throttleMs`. */
  reportActivity(throttleMs: number): void;
  /** Runs `listener` with the time of input seen in another tab. */
  onActivityElsewhere(listener: (at: number) => void): () => void;
  /** The latest input another tab saw, asked when this tab's idle time runs out; null if none answers. */
  lastActivityElsewhere(): Promise<number | null>;
  stop(): void;
}

const randomId = () => globalThis.crypto.randomUUID();

/**
 * A fingerprint of a token (64-bit FNV-1a), equal in every tab holding it. It only tells sessions
 * apart on the channel; it does not need to resist anyone, who on this origin could read the token.
 */
export function sessionTag(token: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= BigInt(token.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

export function createSessionShare(options: SessionShareOptions): SessionShare {
  const { channel, session, clearCache, presence } = options;
  const handoffWaitMs = options.handoffWaitMs ?? HANDOFF_WAIT_MS;
  const activityCheckWaitMs = options.activityCheckWaitMs ?? ACTIVITY_CHECK_WAIT_MS;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomId;

  /**
   * Names the session this tab holds: a fingerprint of its token, the same in every tab that holds it,
   * reloaded or not. A refused token ends the session only in the tabs that hold that one (a tab
   * restored with an old token must not sign out the others). Never the token itself: a sign-out
   * message needs no secret.
   */
  let tag: string | null = null;
  /**
   * Whether this tab may hand its token on: the API accepted it here, or it came from a tab where it
   * had. A token found in storage was accepted in an earlier life of this tab.
   */
  const startToken = session.getToken();
  let confirmed = startToken !== null;
  if (startToken !== null) tag = sessionTag(startToken);
  let applyingRemote = false;
  let lastLocalActivity: number | null = null;
  let lastPing = Number.NEGATIVE_INFINITY;
  let releasePresence: (() => void) | null = null;
  let pendingAsk: { id: string; resolve: (answered: boolean) => void } | null = null;
  /** The id of this tab's last question, answered even after the wait is over. */
  let askId: string | null = null;
  const activityChecks = new Map<string, (at: number) => void>();
  const activityListeners = new Set<(at: number) => void>();

  const post = (message: Message) => {
    try {
      channel.postMessage(message);
    } catch {
      // A closed channel: this tab simply stops sharing.
    }
  };

  const holdPresence = () => {
    if (presence && !releasePresence) releasePresence = presence.hold();
  };
  const dropPresence = () => {
    releasePresence?.();
    releasePresence = null;
  };
  if (confirmed) holdPresence();

  const finishAsk = (answered: boolean) => {
    if (!pendingAsk) return;
    const { resolve } = pendingAsk;
    pendingAsk = null;
    session.setAskingOtherTabs(false);
    resolve(answered);
  };

  /** Takes a session another tab holds, in place of whatever this tab had. */
  const adopt = (token: string, keepInTab: boolean) => {
    const current = session.getToken();
    if (current !== token) {
      applyingRemote = true;
      try {
        if (current !== null) {
          // Whatever this tab loaded and remembered belongs to the session it is leaving.
          session.signOut('signed-out-elsewhere');
          clearCache();
        }
        session.signIn(token, { keepInTab });
      } finally {
        applyingRemote = false;
      }
    }
    tag = sessionTag(token);
    confirmed = true;
    holdPresence();
    finishAsk(true);
  };

  const endHere = (reason: SessionEnd) => {
    applyingRemote = true;
    try {
      session.signOut(reason === 'signed-out' ? 'signed-out-elsewhere' : reason);
      clearCache();
    } finally {
      applyingRemote = false;
    }
  };

  const onMessage = (event: MessageEvent) => {
    const message = parseMessage(event.data);
    if (!message) return;
    const token = session.getToken();
    switch (message.type) {
      case 'ask':
        if (token !== null && confirmed)
          post({ type: 'answer', to: message.id, token, keepInTab: session.keepsTokenInTab() });
        return;
      case 'answer':
        // Several tabs may answer; the first one signs this tab in. A late answer still does, as long
        // as this tab has not signed in some other way meanwhile.
        if (message.to === askId && token === null) adopt(message.token, message.keepInTab);
        return;
      case 'signed-in':
        adopt(message.token, message.keepInTab);
        return;
      case 'signed-out':
        if (token === null) return;
        if (message.reason === 'expired' && message.tag !== tag) return;
        endHere(message.reason);
        return;
      case 'activity':
        if (token !== null) for (const listener of activityListeners) listener(message.at);
        return;
      case 'active?':
        if (token !== null && lastLocalActivity !== null)
          post({ type: 'active', to: message.id, at: lastLocalActivity });
        return;
      case 'active':
        activityChecks.get(message.to)?.(message.at);
        return;
    }
  };
  channel.addEventListener('message', onMessage);

  const stopSignOutWatch = session.onSignOut(() => {
    dropPresence();
    const sentTag = tag;
    tag = null;
    confirmed = false;
    lastLocalActivity = null;
    if (applyingRemote || sentTag === null) return;
    post({ type: 'signed-out', reason: session.sessionEndReason() ?? 'signed-out', tag: sentTag });
  });

  return {
    async requestToken() {
      if (session.getToken() !== null) return true;
      session.setAskingOtherTabs(true);
      const id = newId();
      askId = id;
      const answered = new Promise<boolean>((resolve) => {
        pendingAsk = { id, resolve };
      });
      const held = presence ? await presence.anyHeld().catch(() => null) : null;
      if (held === false) {
        finishAsk(false);
        return answered;
      }
      post({ type: 'ask', id });
      setTimeout(() => {
        if (pendingAsk?.id === id) finishAsk(false);
      }, handoffWaitMs);
      return answered;
    },

    announceSignIn() {
      const token = session.getToken();
      if (token === null) return;
      tag = sessionTag(token);
      confirmed = true;
      holdPresence();
      post({ type: 'signed-in', token, keepInTab: session.keepsTokenInTab() });
    },

    reportActivity(throttleMs) {
      const at = now();
      lastLocalActivity = at;
      if (at - lastPing < throttleMs) return;
      lastPing = at;
      post({ type: 'activity', at });
    },

    onActivityElsewhere(listener) {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },

    lastActivityElsewhere() {
      const id = newId();
      let latest: number | null = null;
      return new Promise((resolve) => {
        activityChecks.set(id, (at) => {
          latest = latest === null ? at : Math.max(latest, at);
        });
        post({ type: 'active?', id });
        setTimeout(() => {
          activityChecks.delete(id);
          resolve(latest);
        }, activityCheckWaitMs);
      });
    },

    stop() {
      channel.removeEventListener('message', onMessage);
      stopSignOutWatch();
      dropPresence();
      finishAsk(false);
      channel.close();
    },
  };
}

/** Web Locks: each tab with a session holds a shared lock, so a new tab can tell at once that none is open. */
export function lockPresence(name: string): SessionPresence | undefined {
  const locks = globalThis.navigator?.locks;
  if (!locks) return undefined;
  return {
    hold() {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      locks.request(name, { mode: 'shared' }, () => held).catch(() => undefined);
      return release;
    },
    async anyHeld() {
      const snapshot = await locks.query();
      return (snapshot.held ?? []).some((lock) => lock.name === name);
    },
  };
}

let active: SessionShare | null = null;

/**
 * Joins this tab to the others of the same console (same origin and API): called once at start-up,
 * before the first render, and asks for a session when this tab has none. Without BroadcastChannel
 * every tab keeps its own session, as before.
 */
export function startSessionShare(options: {
  apiBaseUrl: string;
  session: SessionPort;
  clearCache: () => void;
}): Promise<boolean> {
  if (typeof globalThis.BroadcastChannel !== 'function') return Promise.resolve(options.session.getToken() !== null);
  // Two consoles on one origin may talk to different APIs: each API's tabs share only among themselves.
  const scope = `${SESSION_CHANNEL} ${new URL(options.apiBaseUrl, globalThis.location?.href).href}`;
  active?.stop();
  active = createSessionShare({
    channel: new BroadcastChannel(scope),
    session: options.session,
    clearCache: options.clearCache,
    presence: lockPresence(scope),
  });
  return active.requestToken();
}

/** This tab's sign-in was accepted by the API: the other tabs adopt it. */
export function shareSignIn(): void {
  active?.announceSignIn();
}

/** Input in this tab, for the other tabs' idle timers. */
export function shareActivity(throttleMs: number): void {
  active?.reportActivity(throttleMs);
}

export function onActivityInOtherTabs(listener: (at: number) => void): () => void {
  return active?.onActivityElsewhere(listener) ?? (() => undefined);
}

/**
 * The latest input another tab saw (null when none answers); null at once, rather than a promise,
 * when this tab has nobody to ask.
 */
export function lastActivityInOtherTabs(): Promise<number | null> | null {
  return active?.lastActivityElsewhere() ?? null;
}
