import { useEffect, useRef } from 'react';
import { startIdleTimer } from './idleTimer';

/**
 * What counts as the user being there: pointer, keyboard, wheel and touch input, focus moving, and
 * the tab becoming visible again. Listened to on window in the capture phase, so input that a
 * widget stops from bubbling (the VM console's canvas takes every key) still counts.
 */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

/** Calls `onIdle` after `minutes` without input; 0 (or less) turns it off. */
export function useIdleSignOut(minutes: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!(minutes > 0)) return;
    const timer = startIdleTimer({ timeoutMs: minutes * 60_000, onIdle: () => onIdleRef.current() });
    const onInput = () => timer.activity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.activity();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, options);
    document.addEventListener('visibilitychange', onVisibility, options);
    return () => {
      timer.stop();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, options);
      document.removeEventListener('visibilitychange', onVisibility, options);
    };
  }, [minutes]);
}
