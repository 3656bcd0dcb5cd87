import { useEffect, useRef } from 'react';
import { lastActivityInOtherTabs, onActivityInOtherTabs, shareActivity } from '../api/session/sessionShareLoader';
import { startIdleTimer, type IdleTimer } from './idleTimer';

/**
 * What counts as the user being there: pointer, keyboard, wheel and touch input, focus moving, and
 * the tab becoming visible again. Listened to on window in the capture phase, so input that a
 * widget stops from bubbling (the VM console's canvas takes every key) still counts.
 */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

/**
 * How often input here is told to the other tabs: often enough that a tab left in the background
 * never ends the session much before the one in use would, rarely enough to cost nothing.
 */
function activityPingInterval(timeoutMs: number): number {
  return Math.min(15_000, timeoutMs / 20);
}

/**
 * Calls `onIdle` after `minutes` without input in any of the console's tabs; 0 (or less) turns it
 * off. Input in another tab reaches this one as a ping; and before giving up, this tab asks the
 * others once, since a background tab's timers and messages can be held back by the browser.
 */
export function useIdleSignOut(minutes: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!(minutes > 0)) return;
    const timeoutMs = minutes * 60_000;
    const pingEvery = activityPingInterval(timeoutMs);
    let stopped = false;
    let timer: IdleTimer;
    const start = (since?: number) => {
      timer = startIdleTimer({ timeoutMs, since, onIdle: () => void confirmIdle() });
    };
    const confirmIdle = async () => {
      const asked = lastActivityInOtherTabs();
      // Alone, the tab signs out at once; otherwise the other tabs have a moment to say they are in use.
      const elsewhere = asked === null ? null : await asked;
      if (stopped) return;
      if (elsewhere !== null && Date.now() - elsewhere < timeoutMs) start(elsewhere);
      else onIdleRef.current();
    };
    start();
    const onInput = () => {
      timer.activity();
      shareActivity(pingEvery);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onInput();
    };
    const stopListening = onActivityInOtherTabs((at) => timer.seen(at));
    const options = { capture: true, passive: true } as const;
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, options);
    document.addEventListener('visibilitychange', onVisibility, options);
    return () => {
      stopped = true;
      timer.stop();
      stopListening();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, options);
      document.removeEventListener('visibilitychange', onVisibility, options);
    };
  }, [minutes]);
}
