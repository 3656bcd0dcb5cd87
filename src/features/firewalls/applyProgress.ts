import { followedActionEnded } from '../../api/activity/activityFollow';
import { isNotFound } from '../../api/errors/errors';
import { firewallGroupIdOf } from '../../api/vms/vmFirewallGroup';
import type { VmChangeResult } from '../../api/vms/vms';
import type { Vm } from '../../api/types';

/** What one VM's read says, with when it arrived (a query's data and error with their times). */
export interface VmRead {
  data: (Pick<Vm, 'active_action_id' | 'status'> & { firewall_group_id?: unknown }) | undefined;
  dataUpdatedAt: number;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Where one VM of "Apply to VMs" stands: refused at once; accepted and still running; finished with
 * the membership asked for (applied / detached); finished without it (not-applied); or deleted meanwhile.
 */
export type ApplyOutcome =
  | { state: 'refused'; error: unknown }
  | { state: 'running' }
  | { state: 'applied' }
  | { state: 'detached' }
  | { state: 'not-applied' }
  | { state: 'gone' };

/** Reads arriving after the PATCH was accepted decide, by the same test the Activity panel follows VMs with. */
export function applyOutcome(result: VmChangeResult, read: VmRead | undefined, groupId: string): ApplyOutcome {
  if (!result.ok) return { state: 'refused', error: result.error };
  if (!read || !followedActionEnded(result.acceptedAt, read)) return { state: 'running' };
  if (read.error !== null && isNotFound(read.error)) return { state: 'gone' };
  const detaching = 'disable_firewall' in result.change;
  const now = read.data ? firewallGroupIdOf(read.data) : null;
  if (detaching) return now === groupId ? { state: 'not-applied' } : { state: 'detached' };
  return now === groupId ? { state: 'applied' } : { state: 'not-applied' };
}

export const applyFinished = (outcomes: readonly ApplyOutcome[]) =>
  outcomes.every((outcome) => outcome.state !== 'running');

/** The dialog's closing line: how many are still running, or that it finished and how each kind ended. */
export function applySummary(outcomes: readonly ApplyOutcome[]): string {
  const count = (state: ApplyOutcome['state']) => outcomes.filter((outcome) => outcome.state === state).length;
  const running = count('running');
  if (running > 0) {
    return `Applying: ${outcomes.length - running} of ${outcomes.length} finished, ${running} still running.`;
  }
  const parts = [
    [count('applied'), 'applied'],
    [count('detached'), 'detached'],
    [count('not-applied'), 'not applied'],
    [count('refused'), 'refused'],
    [count('gone'), 'deleted meanwhile'],
  ] as const;
  const told = parts.filter(([n]) => n > 0).map(([n, words]) => `${n} ${words}`);
  return `Finished: ${told.join(', ')}.`;
}
