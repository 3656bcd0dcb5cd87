/**
 * The keyboard layer (KeyboardLayer.tsx, with the shortcuts) is a chunk the shell loads after the
 * page's data, or at the first key pressed before that. The keys pressed until it runs are kept here,
 * and handed to it once, so a shortcut pressed early still works: a `g` then `v` typed while the code
 * arrives still goes to the VMs.
 */
export interface EarlyKey {
  event: KeyboardEvent;
  /** performance.now() when it was pressed. */
  at: number;
}

let collecting: { keys: EarlyKey[]; stop: () => void } | null = null;

/** Keeps the keys pressed from now on; `onKey` runs at each. Returns the function that stops (and forgets them). */
export function collectEarlyKeys(onKey: () => void): () => void {
  collecting?.stop();
  const keys: EarlyKey[] = [];
  const listener = (event: KeyboardEvent) => {
    keys.push({ event, at: performance.now() });
    onKey();
  };
  document.addEventListener('keydown', listener);
  const stop = () => {
    document.removeEventListener('keydown', listener);
    if (collecting?.stop === stop) collecting = null;
  };
  collecting = { keys, stop };
  return stop;
}

/** The keys kept so far, once; collecting stops. */
export function takeEarlyKeys(): EarlyKey[] {
  if (!collecting) return [];
  const { keys, stop } = collecting;
  stop();
  return keys;
}
