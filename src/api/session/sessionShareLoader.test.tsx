import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The share's code, as a test holds it: it arrives (or fails) when the test says. */
const share = vi.hoisted(() => {
  const state = {
    code: Promise.resolve(),
    arrive: (): void => undefined,
    fail: (): void => undefined,
    answer: (_signedIn: boolean): void => undefined,
    activityListeners: [] as ((at: number) => void)[],
    pings: [] as number[],
  };
  return state;
});

const fakeShare = async () => {
  await share.code;
  return {
    startSessionShare: () => new Promise<boolean>((resolve) => (share.answer = resolve)),
    shareSignIn: () => undefined,
    shareActivity: (throttleMs: number) => share.pings.push(throttleMs),
    onActivityInOtherTabs: (listener: (at: number) => void) => {
      share.activityListeners.push(listener);
      return () => share.activityListeners.splice(share.activityListeners.indexOf(listener), 1);
    },
    lastActivityInOtherTabs: () => Promise.resolve(1234),
  };
};

beforeEach(() => {
  vi.resetModules();
  share.code = new Promise<void>((resolve, reject) => {
    share.arrive = resolve;
    share.fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  share.code.catch(() => undefined);
  vi.doMock('./sessionShare', fakeShare);
});

afterEach(() => {
  vi.doUnmock('./sessionShare');
  share.activityListeners = [];
  share.pings = [];
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function modules() {
  const session = await import('./session');
  const loader = await import('./sessionShareLoader');
  return { session, loader };
}

describe('the session share, loaded as a chunk of its own', () => {
  it('has a tab without a token asking the other tabs from the start, until they answered', async () => {
    const { session, loader } = await modules();
    session.signOut();
    const asking = renderHook(() => session.useAskingOtherTabs());
    let started: Promise<boolean> = Promise.resolve(true);
    act(() => void (started = loader.startSessionShareLazily({ apiBaseUrl: '/api', clearCache: () => undefined })));
    // The signed-in routes show the loading screen meanwhile, not the sign-in page.
    expect(asking.result.current).toBe(true);
    await act(async () => {
      share.arrive();
      await settle();
    });
    expect(asking.result.current).toBe(true);
    await act(async () => {
      share.answer(false);
      await expect(started).resolves.toBe(false);
    });
    expect(asking.result.current).toBe(false);
  });

  it("leaves a tab on its own when the share's code does not arrive", async () => {
    const { session, loader } = await modules();
    session.signOut();
    const asking = renderHook(() => session.useAskingOtherTabs());
    await act(async () => {
      const started = loader.startSessionShareLazily({ apiBaseUrl: '/api', clearCache: () => undefined });
      share.fail();
      await expect(started).resolves.toBe(false);
    });
    expect(asking.result.current).toBe(false);
    expect(loader.lastActivityInOtherTabs()).toBeNull();
  });

  it('tells nobody before it starts, and joins a listener added meanwhile once it has', async () => {
    const { session, loader } = await modules();
    session.signIn('tkn');
    loader.shareActivity(500);
    expect(loader.lastActivityInOtherTabs()).toBeNull();
    const seen: number[] = [];
    const stop = loader.onActivityInOtherTabs((at) => seen.push(at));
    const started = loader.startSessionShareLazily({ apiBaseUrl: '/api', clearCache: () => undefined });
    share.arrive();
    await settle();
    share.answer(true);
    await expect(started).resolves.toBe(true);
    share.activityListeners.forEach((listener) => listener(42));
    loader.shareActivity(500);
    expect({ seen, pings: share.pings }).toEqual({ seen: [42], pings: [500] });
    await expect(loader.lastActivityInOtherTabs()).resolves.toBe(1234);
    stop();
    expect(share.activityListeners).toEqual([]);
    session.signOut();
  });
});
