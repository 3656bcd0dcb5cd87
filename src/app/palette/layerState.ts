import { useSyncExternalStore } from 'react';

/**
 * Which keyboard overlay is open: the command palette, the shortcut list, or none. A tiny store, so
 * the top-bar buttons and the shortcuts open the same overlay the shell mounts, without a context.
 */
export type KeyboardOverlay = 'palette' | 'help' | null;

let current: KeyboardOverlay = null;
const listeners = new Set<() => void>();

export function openOverlay(overlay: KeyboardOverlay): void {
  if (current === overlay) return;
  current = overlay;
  for (const listener of listeners) listener();
}

export const closeOverlay = () => openOverlay(null);

export function useOverlay(): KeyboardOverlay {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
