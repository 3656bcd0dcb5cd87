import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, the last on top. A modal <dialog> makes everything outside it inert,
 * so what must stay usable meanwhile (the toasts) is rendered inside the top one.
 */
let stack: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly HTMLElement[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

/** Called by a modal dialog once it is open; the returned function is called when it closes. */
export function enterModalLayer(element: HTMLElement): () => void {
  publish([...stack, element]);
  return () => publish(stack.filter((open) => open !== element));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The top-most open modal dialog, or null when none is open. */
export function useTopModal(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => stack.at(-1) ?? null,
    () => null,
  );
}
