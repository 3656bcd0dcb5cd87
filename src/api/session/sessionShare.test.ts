import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionEnd, SignInOptions } from './session';
import {
  createSessionShare,
  parseMessage,
  sessionTag,
  type SessionPort,
  type SessionShare,
  type ShareChannel,
} from './sessionShare';

/** Same-origin tabs: a message posted by one reaches every other member, never itself, a moment later. */
function createHub() {
  const members = new Set<FakeChannel>();
  const sent: unknown[] = [];
  class FakeChannel implements ShareChannel {
    private listeners = new Set<(event: MessageEvent) => void>();
    constructor() {
      members.add(this);
    }
    postMessage(message: unknown) {
      sent.push(structuredClone(message));
      for (const member of members) {
        if (member === this) continue;
        const data = structuredClone(message);
        setTimeout(() => member.deliver(data), 1);
      }
    }
    deliver(data: unknown) {
      for (const listener of this.listeners) listener(new MessageEvent('message', { data }));
    }
    addEventListener(_: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    close() {
      members.delete(this);
    }
  }
  return { channel: () => new FakeChannel(), sent };
}

/** One tab's session, as session.ts keeps it, with what it wrote to its own sessionStorage. */
function fakeSession(initial: { token: string; keepInTab: boolean } | null = null) {
  let token = initial?.token ?? null;
  let keep = initial?.keepInTab ?? true;
  let reason: SessionEnd | null = null;
  const stored = new Map<string, string>();
  if (initial?.keepInTab) stored.set('token', initial.token);
  const signOutListeners = new Set<() => void>();
  const asking: boolean[] = [];
  const port: SessionPort = {
    getToken: () => token,
    keepsTokenInTab: () => keep,
    signIn(newToken: string, options: SignInOptions) {
      token = newToken;
      keep = options.keepInTab;
      reason = null;
      if (keep) stored.set('token', newToken);
      else stored.delete('token');
    },
    signOut(why: SessionEnd) {
      token = null;
      reason = why;
      stored.clear();
      for (const listener of signOutListeners) listener();
    },
    sessionEndReason: () => reason,
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
    setAskingOtherTabs: (value) => asking.push(value),
  };
  return { port, stored, asking };
}

let hub: ReturnType<typeof createHub>;
const shares: SessionShare[] = [];

function openTab(initial: { token: string; keepInTab: boolean } | null = null, extra: { held?: boolean | null } = {}) {
  const session = fakeSession(initial);
  const clearCache = vi.fn();
  const share = createSessionShare({
    channel: hub.channel(),
    session: session.port,
    clearCache,
    handoffWaitMs: 300,
    activityCheckWaitMs: 300,
    ...('held' in extra ? { presence: { hold: () => () => undefined, anyHeld: async () => extra.held ?? null } } : {}),
  });
  shares.push(share);
  return { ...session, share, clearCache };
}

const settle = () => vi.advanceTimersByTimeAsync(5);

beforeEach(() => {
  vi.useFakeTimers();
  hub = createHub();
});
afterEach(() => {
  for (const share of shares.splice(0)) share.stop();
  vi.useRealTimers();
});

describe('handing the session to a new tab', () => {
  it('a new tab gets the token from a signed-in tab at once, and keeps it as that tab does', async () => {
    const first = openTab({ token: 'T1', keepInTab: true });
    const second = openTab();
    const answered = second.share.requestToken();
    await settle();
    await expect(answered).resolves.toBe(true);
    expect(second.port.getToken()).toBe('T1');
    expect(second.stored.get('token')).toBe('T1');
    expect(second.asking).toEqual([true, false]);
    expect(first.port.getToken()).toBe('T1');
  });

  it('the opt-out travels with the token: a tab opened from a "don’t remember me" tab keeps it in memory only', async () => {
    openTab({ token: 'T1', keepInTab: false });
    const second = openTab();
    const answered = second.share.requestToken();
    await settle();
    await expect(answered).resolves.toBe(true);
    expect(second.port.getToken()).toBe('T1');
    expect(second.port.keepsTokenInTab()).toBe(false);
    expect(second.stored.size).toBe(0);
  });

  it('without an answer the wait ends after its bound, and a late answer still signs the tab in', async () => {
    const lonely = openTab();
    const answered = lonely.share.requestToken();
    await vi.advanceTimersByTimeAsync(299);
    expect(lonely.asking).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answered).resolves.toBe(false);
    expect(lonely.asking).toEqual([true, false]);
    expect(lonely.port.getToken()).toBeNull();

    // A tab that was busy answers later: the sign-in page moves on to the page that was wanted.
    const ask = parseMessage(hub.sent.find((message) => parseMessage(message)?.type === 'ask'));
    if (ask?.type !== 'ask') throw new Error('no question was asked');
    hub.channel().postMessage({ type: 'answer', to: ask.id, token: 'T1', keepInTab: true, tag: 'late' });
    await settle();
    expect(lonely.port.getToken()).toBe('T1');
  });

  it('an answer meant for another tab’s question is not taken', async () => {
    const lonely = openTab();
    void lonely.share.requestToken();
    hub.channel().postMessage({ type: 'answer', to: 'someone-else', token: 'T1', keepInTab: true, tag: 'x' });
    await vi.advanceTimersByTimeAsync(300);
    expect(lonely.port.getToken()).toBeNull();
  });

  it('does not wait at all when no tab holds a session', async () => {
    const lonely = openTab(null, { held: false });
    const answered = lonely.share.requestToken();
    await vi.advanceTimersByTimeAsync(0);
    await expect(answered).resolves.toBe(false);
    expect(hub.sent.filter((message) => parseMessage(message)?.type === 'ask')).toEqual([]);
  });

  it('asks anyway when it cannot tell whether a tab holds one', async () => {
    openTab({ token: 'T1', keepInTab: true });
    const second = openTab(null, { held: null });
    const answered = second.share.requestToken();
    await settle();
    await expect(answered).resolves.toBe(true);
  });

  it('a tab that signed out, or whose token the API has not accepted yet, does not answer', async () => {
    const signedOut = openTab({ token: 'T1', keepInTab: true });
    signedOut.port.signOut('signed-out');
    await settle();
    const unconfirmed = openTab();
    // Mid sign-in on its page: the token is set but not yet checked (no announceSignIn yet).
    unconfirmed.port.signIn('typo', { keepInTab: true });
    const newTab = openTab();
    const answered = newTab.share.requestToken();
    await vi.advanceTimersByTimeAsync(300);
    await expect(answered).resolves.toBe(false);
    expect(newTab.port.getToken()).toBeNull();
    expect(hub.sent.filter((message) => parseMessage(message)?.type === 'answer')).toEqual([]);
  });

  it('ignores anything on the channel that is not one of its messages', () => {
    expect(parseMessage({ type: 'answer', to: 'x', token: 'T', keepInTab: 'yes', tag: 't' })).toBeNull();
    expect(parseMessage({ type: 'signed-out', reason: 'bored', tag: 't' })).toBeNull();
    expect(parseMessage('signed-out')).toBeNull();
    expect(parseMessage({ type: 'activity', at: Number.NaN })).toBeNull();
    expect(parseMessage({ type: 'activity', at: 5 })).toEqual({ type: 'activity', at: 5 });
  });
});

describe('one session in every tab', () => {
  async function twoTabs() {
    const first = openTab();
    first.port.signIn('T1', { keepInTab: true });
    first.share.announceSignIn();
    const second = openTab();
    void second.share.requestToken();
    await settle();
    expect(second.port.getToken()).toBe('T1');
    return { first, second };
  }

  it.each([
    ['signed-out', 'signed-out-elsewhere'],
    ['idle', 'idle'],
    ['expired', 'expired'],
  ] as const)('ending the session in one tab (%s) ends it in the other, with its reason', async (reason, seen) => {
    const { first, second } = await twoTabs();
    first.port.signOut(reason);
    await settle();
    expect(second.port.getToken()).toBeNull();
    expect(second.port.sessionEndReason()).toBe(seen);
    expect(second.stored.size).toBe(0);
    expect(second.clearCache).toHaveBeenCalledTimes(1);
    // The tab that received it does not send it on again.
    expect(hub.sent.filter((message) => parseMessage(message)?.type === 'signed-out')).toHaveLength(1);
  });

  it('a refused token signs out only the tabs that hold that session, not one restored with an old token', async () => {
    const { first, second } = await twoTabs();
    const restored = openTab({ token: 'T0', keepInTab: true });
    restored.port.signOut('expired');
    await settle();
    expect(first.port.getToken()).toBe('T1');
    expect(second.port.getToken()).toBe('T1');
  });

  it('a refused token signs out a reloaded tab of the same session, and a reloaded tab refused signs out the others', async () => {
    const { first, second } = await twoTabs();
    const reloaded = openTab({ token: 'T1', keepInTab: true });
    second.port.signOut('expired');
    await settle();
    expect(reloaded.port.getToken()).toBeNull();
    expect(first.port.getToken()).toBeNull();

    const { first: again } = await twoTabs();
    const reloadedAgain = openTab({ token: 'T1', keepInTab: true });
    reloadedAgain.port.signOut('expired');
    await settle();
    expect(again.port.getToken()).toBeNull();
  });

  it('tags a session by a fingerprint of its token, never the token', () => {
    expect(sessionTag('T1')).toBe(sessionTag('T1'));
    expect(sessionTag('T1')).not.toBe(sessionTag('T2'));
    expect(sessionTag('secret-token')).not.toContain('secret');
    expect(sessionTag('secret-token')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a new sign-in in one tab replaces the session in the others, dropping what they loaded', async () => {
    const { first, second } = await twoTabs();
    second.stored.set('tab-memory', 'bucket names of T1');
    first.port.signIn('T2', { keepInTab: false });
    first.share.announceSignIn();
    await settle();
    expect(second.port.getToken()).toBe('T2');
    expect(second.port.keepsTokenInTab()).toBe(false);
    expect(second.stored.size).toBe(0);
    expect(second.clearCache).toHaveBeenCalledTimes(1);
    // Adopting it is no sign-out for the first tab.
    expect(first.port.getToken()).toBe('T2');
  });
});

describe('idle across tabs', () => {
  it('input in one tab reaches the others, at most once per throttle interval', async () => {
    const first = openTab({ token: 'T1', keepInTab: true });
    const second = openTab({ token: 'T1', keepInTab: true });
    const seen = vi.fn();
    second.share.onActivityElsewhere(seen);
    first.share.reportActivity(10_000);
    await settle();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenLastCalledWith(Date.now() - 5);
    for (let i = 0; i < 50; i += 1) {
      first.share.reportActivity(10_000);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(seen).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    first.share.reportActivity(10_000);
    await settle();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('a tab whose idle time ran out learns when another tab last saw input', async () => {
    const first = openTab({ token: 'T1', keepInTab: true });
    const second = openTab({ token: 'T1', keepInTab: true });
    first.share.reportActivity(10_000);
    const inputAt = Date.now();
    await vi.advanceTimersByTimeAsync(60_000);
    const asked = second.share.lastActivityElsewhere();
    await vi.advanceTimersByTimeAsync(300);
    await expect(asked).resolves.toBe(inputAt);
  });

  it('no answer when no other tab saw input, or the one that did has signed out', async () => {
    const first = openTab({ token: 'T1', keepInTab: true });
    const second = openTab({ token: 'T1', keepInTab: true });
    let asked = second.share.lastActivityElsewhere();
    await vi.advanceTimersByTimeAsync(300);
    await expect(asked).resolves.toBeNull();

    first.share.reportActivity(10_000);
    first.port.signOut('signed-out');
    await settle();
    asked = second.share.lastActivityElsewhere();
    await vi.advanceTimersByTimeAsync(300);
    await expect(asked).resolves.toBeNull();
  });
});
