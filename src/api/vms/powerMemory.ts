import { useSyncExternalStore } from 'react';
import type { PowerReport } from './powerKnowledge';
import { onSignOut } from '../session/session';

/**
 * What this console did to a VM's power (a stop or reboot the provider accepted) and what its
 * console connections saw, kept in memory for the session: gone on reload or sign-out. One report
 * per VM and kind of source, the latest.
 */
type Reports = ReadonlyMap<string, readonly PowerReport[]>;

let reports: Reports = new Map();
const listeners = new Set<() => void>();

function replace(next: Reports): void {
  reports = next;
  for (const listener of listeners) listener();
}

/** Forgets everything (on sign-out, and between tests). */
export function forgetPower(): void {
  replace(new Map());
}

onSignOut(forgetPower);

export function rememberPower(vmId: string, report: PowerReport): void {
  const key = vmId.toLowerCase();
  const kept = (reports.get(key) ?? []).filter((old) => old.source.kind !== report.source.kind);
  const next = new Map(reports);
  next.set(key, [...kept, report]);
  replace(next);
}

/** The reports remembered for a VM (lower-case id keys); the same map back while nothing changed. */
export function powerMemory(): Reports {
  return reports;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePowerMemory(): Reports {
  return useSyncExternalStore(subscribe, powerMemory);
}
