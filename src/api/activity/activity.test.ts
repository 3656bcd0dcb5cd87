import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTIVITY_LIMIT,
  activityEnded,
  activityEntries,
  activityFailed,
  activityStarted,
  activitySucceeded,
  activityUnfollowable,
  auditLogIdOf,
  clearActivity,
} from './activity';
import { signIn, signOut } from '../session/session';

beforeEach(() => clearActivity());

describe('activity store', () => {
  it('lists changes newest first, each starting as sending', () => {
    activityStarted({ what: 'Create VPC', subject: { name: 'lab' }, teamId: 't1' }, 1000);
    activityStarted({ what: 'Delete SSH key', subject: { id: 'k-1' }, teamId: 't1' }, 2000);
    expect(activityEntries().map((entry) => [entry.what, entry.state])).toEqual([
      ['Delete SSH key', 'sending'],
      ['Create VPC', 'sending'],
    ]);
    expect(activityEntries()[1]?.subject).toEqual({ id: null, name: 'lab' });
  });

  it('a change that follows no VM is done once accepted', () => {
    const id = activityStarted({ what: 'Create VPC', subject: { name: 'lab' } }, 1000);
    activitySucceeded(id, { refined: { what: 'Create VPC', subject: { id: 'vpc-1', name: 'lab' } } }, 1500);
    expect(activityEntries()[0]).toMatchObject({
      state: 'done',
      subject: { id: 'vpc-1', name: 'lab' },
      settledAt: 1500,
      endedAt: 1500,
    });
  });

  it('a VM action runs from acceptance until the VM reports it ended, with its audit log id', () => {
    const id = activityStarted({ what: 'Stop', subject: { id: 'vm-1' }, followsVm: 'vm-1' }, 1000);
    activitySucceeded(id, { auditLogId: 'a0b1' }, 1200);
    expect(activityEntries()[0]).toMatchObject({ state: 'running', auditLogId: 'a0b1', endedAt: null });
    activityEnded(id, 5000);
    expect(activityEntries()[0]).toMatchObject({ state: 'done', endedAt: 5000 });
    // Only a running entry can end, and only a sending one can be accepted or refused.
    activityFailed(id, 'late');
    activitySucceeded(id, {});
    expect(activityEntries()[0]).toMatchObject({ state: 'done', error: null });
  });

  it('a failed change keeps the words the form showed', () => {
    const id = activityStarted({ what: 'Stop', followsVm: 'vm-1' }, 1000);
    activityFailed(id, 'This VM is busy with another action.', 1100);
    expect(activityEntries()[0]).toMatchObject({ state: 'failed', error: 'This VM is busy with another action.' });
    activityEnded(id);
    expect(activityEntries()[0]?.state).toBe('failed');
  });

  it('an accepted answer reporting refusals of its own ends failed with them', () => {
    const id = activityStarted({ what: 'Change 3 VMs' }, 1000);
    activitySucceeded(id, { refined: { what: 'Change 3 VMs', refusal: '1 of 3 refused the change.' } }, 1400);
    expect(activityEntries()[0]).toMatchObject({ state: 'failed', error: '1 of 3 refused the change.', endedAt: 1400 });
  });

  it('a VM action whose VM cannot be read is accepted, no longer running', () => {
    const id = activityStarted({ what: 'Stop', followsVm: 'vm-1' }, 1000);
    activitySucceeded(id, {}, 1200);
    activityUnfollowable(id);
    expect(activityEntries()[0]).toMatchObject({ state: 'accepted', endedAt: null });
    // It is not taken for running again, nor ended by a later read.
    activityEnded(id);
    expect(activityEntries()[0]?.state).toBe('accepted');
  });

  it('keeps at most its limit, dropping the oldest', () => {
    for (let index = 0; index < ACTIVITY_LIMIT + 5; index += 1) activityStarted({ what: `Change ${index}` });
    expect(activityEntries()).toHaveLength(ACTIVITY_LIMIT);
    expect(activityEntries()[0]?.what).toBe(`Change ${ACTIVITY_LIMIT + 4}`);
  });

  it('is emptied when the session ends', () => {
    signIn('token', { keepInTab: false });
    activityStarted({ what: 'Create VPC' });
    signOut();
    expect(activityEntries()).toEqual([]);
  });

  it('reads only the audit log id of an answer', () => {
    expect(auditLogIdOf({ audit_log_id: 'x-1', password: 'secret' })).toBe('x-1');
    expect(auditLogIdOf({ url: 'https://dl/secret' })).toBeNull();
    expect(auditLogIdOf(undefined)).toBeNull();
  });
});
