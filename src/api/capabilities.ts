import { useSyncExternalStore } from 'react';
import { isExtensionAbsent } from './errors';

/**
 * Extension endpoints (provider-extensions.md) are used when the server has them. The
 * first 404/405/501 from one marks it absent for the rest of the page's life, so pages
 * fall back at once instead of asking again.
 */
export type Extension =
  | 'teams'
  | 'sshKeys.read'
  | 'sshKeys.delete'
  | 'startupScripts.read'
  | 'startupScripts.update'
  | 'firewalls.list'
  | 'firewalls.update'
  | 'firewalls.delete'
  | 'firewallRules.list'
  | 'firewallRules.read'
  | 'firewallRules.delete'
  | 'ipLists'
  | 'vpcs.list'
  | 'vpcs.create'
  | 'vpcs.delete'
  | 'reservedIps.create'
  | 'reservedIps.update'
  | 'vms.list'
  | 'vms.read'
  | 'vms.backups'
  | 'snapshots'
  | 'objectStorage.services';

const absent = new Set<Extension>();
const listeners = new Set<() => void>();

export function isAbsent(extension: Extension): boolean {
  return absent.has(extension);
}

/** Runs an extension call; when the server turns out not to have it, remembers that. */
export async function callExtension<T>(extension: Extension, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isExtensionAbsent(error) && !absent.has(extension)) {
      absent.add(extension);
      for (const listener of listeners) listener();
    }
    throw error;
  }
}

export function useExtensionAbsent(extension: Extension): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => absent.has(extension),
  );
}

/** For tests: forget what was learnt about the server. */
export function resetCapabilities(): void {
  absent.clear();
  for (const listener of listeners) listener();
}
