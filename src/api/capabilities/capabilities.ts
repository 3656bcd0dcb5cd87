import { useSyncExternalStore } from 'react';
import { isApiError, isCodeless, isOperationAbsent, markOperationAbsent } from '../errors/errors';

/**
 * Optional operations: documented API operations beyond the spec's 23 (`x-spec-endpoint` in
 * openapi.yaml), which a server implementing only those 23 lacks. They are used when the server has
 * them. The first answer that shows one absent (docs/api-notes.md) marks it absent for the rest of
 * the page's life, so pages fall back at once instead of asking again.
 */
export type OptionalOperation =
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
  | 'objectStorage.services'
  | 'isos'
  | 'measuredBootImages';

/**
 * The list an operation's items belong to, asked once when a bare 404 alone cannot tell a missing
 * item from an absent operation: a server without the list has none of its items either (a server of
 * the 23 operations has no `/vm/{vm_id}` path at all, so it cannot answer 405 there).
 */
export interface CollectionProbe {
  operation: OptionalOperation;
  /** Reads the list; should not share the caller's abort signal. */
  read: () => Promise<unknown>;
}

const absent = new Set<OptionalOperation>();
const present = new Set<OptionalOperation>();
const probes = new Map<OptionalOperation, Promise<boolean>>();
const listeners = new Set<() => void>();

export function isAbsent(operation: OptionalOperation): boolean {
  return absent.has(operation);
}

function markAbsent(operation: OptionalOperation): void {
  if (absent.has(operation)) return;
  absent.add(operation);
  for (const listener of listeners) listener();
}

/** Whether the list is absent; concurrent askers share one read, and the answer is kept. */
function collectionAbsent(collection: CollectionProbe): Promise<boolean> {
  if (absent.has(collection.operation)) return Promise.resolve(true);
  if (present.has(collection.operation)) return Promise.resolve(false);
  let pending = probes.get(collection.operation);
  if (!pending) {
    pending = callOptional(collection.operation, collection.read).then(
      () => false,
      // Only an answer that shows the list absent hides the feature; any other failure proves nothing.
      (error: unknown) => isOperationAbsent(error),
    );
    const settled = pending.finally(() => probes.delete(collection.operation));
    probes.set(collection.operation, settled);
    pending = settled;
  }
  return pending;
}

/**
 * Runs an optional operation; when the server turns out not to have it, remembers that. A 405, a 501
 * or a bare 404 on a collection path shows it absent; a bare 404 on an item path is a missing item,
 * unless `collection` is given and that list turns out absent too.
 */
export async function callOptional<T>(
  operation: OptionalOperation,
  run: () => Promise<T>,
  options: { collection?: CollectionProbe } = {},
): Promise<T> {
  try {
    const result = await run();
    present.add(operation);
    return result;
  } catch (error) {
    if (isOperationAbsent(error)) {
      markAbsent(operation);
    } else if (options.collection && isApiError(error) && isCodeless(error, 404)) {
      if (await collectionAbsent(options.collection)) {
        markOperationAbsent(error);
        markAbsent(operation);
      }
    }
    throw error;
  }
}

export function useOperationAbsent(operation: OptionalOperation): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => absent.has(operation),
  );
}

/**
 * For a confirmed action the server may turn out not to offer: the failure is not shown in the dialog
 * (the server lacks the operation, nothing the person did), and `onUnsupported` says so instead.
 */
export function whenAbsent(onUnsupported: () => void): {
  failureShown: (error: unknown) => unknown;
  onFailed: (error: unknown) => void;
} {
  return {
    failureShown: (error) => (isOperationAbsent(error) ? null : error),
    onFailed: (error) => {
      if (isOperationAbsent(error)) onUnsupported();
    },
  };
}

/** For tests: forget what was learnt about the server. */
export function resetCapabilities(): void {
  absent.clear();
  present.clear();
  probes.clear();
  for (const listener of listeners) listener();
}
