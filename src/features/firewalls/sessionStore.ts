import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { FirewallRule } from '../../api/types';
import { useMemory } from '../../ui/list/tabMemory';

/**
 * What this browser tab remembers when the server cannot list things: the firewall groups created
 * or opened here (ids only, through tabMemory) and, per group, the rules created here (as the POST
 * answered them). Kept in sessionStorage per team, so a reload keeps them and nothing outlives the tab.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const groupsKey = (teamId: string) => `cc.firewalls.groups.${teamId}`;
export const rulesKey = (teamId: string, groupId: string) => `cc.firewalls.rules.${teamId}.${groupId}`;

function readJson(storage: StorageLike | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: StorageLike | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): remembering is a convenience, never a failure.
  }
}

function isRule(value: unknown): value is FirewallRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  return (
    typeof rule.id === 'string' &&
    typeof rule.protocol === 'string' &&
    typeof rule.port === 'string' &&
    typeof rule.subnet === 'string' &&
    (typeof rule.subnet_size === 'string' || typeof rule.subnet_size === 'number') &&
    typeof rule.desc === 'string'
  );
}

export function readSessionRules(storage: StorageLike | undefined, teamId: string, groupId: string): FirewallRule[] {
  const value = readJson(storage, rulesKey(teamId, groupId));
  return Array.isArray(value) ? value.filter(isRule) : [];
}

/** Adds a rule, or replaces the one with its id (a description edited here). */
export function putSessionRule(
  storage: StorageLike | undefined,
  teamId: string,
  groupId: string,
  rule: FirewallRule,
): FirewallRule[] {
  const rules = readSessionRules(storage, teamId, groupId);
  const index = rules.findIndex((known) => known.id === rule.id);
  const next = index === -1 ? [...rules, rule] : rules.map((known, at) => (at === index ? rule : known));
  writeJson(storage, rulesKey(teamId, groupId), next);
  return next;
}

export function removeSessionRule(
  storage: StorageLike | undefined,
  teamId: string,
  groupId: string,
  ruleId: string,
): FirewallRule[] {
  const next = readSessionRules(storage, teamId, groupId).filter((rule) => rule.id !== ruleId);
  writeJson(storage, rulesKey(teamId, groupId), next);
  return next;
}

// React bindings: one change signal for every key, so all readers refresh after a write.
const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version += 1;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const browserStorage = (): StorageLike | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

function useVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}

/** Groups created or opened in this tab, for a server that cannot list them (see tabMemory). */
export function useRememberedGroups(teamId: string) {
  const { entries, remember, forget } = useMemory(groupsKey(teamId));
  return { ids: entries, remember, forget };
}

export function useSessionRules(teamId: string, groupId: string) {
  const seen = useVersion();
  const rules = useMemo(
    () => (seen >= 0 ? readSessionRules(browserStorage(), teamId, groupId) : []),
    [seen, teamId, groupId],
  );
  const put = useCallback(
    (rule: FirewallRule) => {
      putSessionRule(browserStorage(), teamId, groupId, rule);
      changed();
    },
    [teamId, groupId],
  );
  const remove = useCallback(
    (ruleId: string) => {
      removeSessionRule(browserStorage(), teamId, groupId, ruleId);
      changed();
    },
    [teamId, groupId],
  );
  return { rules, put, remove };
}
