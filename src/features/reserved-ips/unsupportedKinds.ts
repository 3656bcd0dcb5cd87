import { useSyncExternalStore } from 'react';
import { onSignOut } from '../../api/session/session';
import type { IpVersion } from '../../lib/ipVersion';

/**
 * The IP versions a location refused to reserve in this session (NOT_SUPPORTED), so the create
 * dialog stops offering them there. Memory only: a location may gain IPv6 later, and a new session
 * asks again. Emptied at sign-out with the rest of the session.
 */
const refused = new Map<string, ReadonlySet<IpVersion>>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (location: string) => location.trim().toLocaleLowerCase();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function rememberUnsupported(location: string, kind: IpVersion): void {
  const key = keyOf(location);
  if (key === '' || refused.get(key)?.has(kind)) return;
  refused.set(key, new Set([...(refused.get(key) ?? []), kind]));
  changed();
}

export function isUnsupported(location: string, kind: IpVersion): boolean {
  return refused.get(keyOf(location))?.has(kind) ?? false;
}

export function forgetUnsupported(): void {
  if (refused.size === 0) return;
  refused.clear();
  changed();
}

onSignOut(forgetUnsupported);

/** Rerenders when a location's refusal is learnt; read with `isUnsupported`. */
export function useUnsupportedKinds(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}
