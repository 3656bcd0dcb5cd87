// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The unit tests share one module graph: another file may have loaded the activity module already.
function forgetTheTab() {
  sessionStorage.clear();
  vi.resetModules();
}
beforeEach(forgetTheTab);
afterEach(forgetTheTab);

/** The activity module as a reloaded page loads it: fresh, from what the tab stored. */
const reload = () => import('./activity');

describe('activity kept for the tab', () => {
  it('a reload keeps the entries, with their states; a change cut off by the reload says so', async () => {
    const before = await reload();
    const stop = before.activityStarted(
      { what: 'Stop', subject: { id: 'vm-1', name: 'web-1' }, teamId: 't1', followsVm: 'vm-1' },
      1000,
    );
    before.activitySucceeded(stop, {}, 1100);
    before.activityStarted({ what: 'Create VPC', subject: { name: 'lab' }, teamId: 't1' }, 2000);
    vi.resetModules();

    const after = await reload();
    expect(after.activityEntries().map((entry) => [entry.what, entry.state])).toEqual([
      ['Create VPC', 'failed'],
      ['Stop', 'running'],
    ]);
    expect(after.activityEntries()[0]?.error).toBe(after.CUT_OFF_BY_RELOAD);
    // New entries go on after the restored ones.
    const next = after.activityStarted({ what: 'Reboot' }, 3000);
    expect(next).toBeGreaterThan(
      Math.max(
        ...after
          .activityEntries()
          .slice(1)
          .map((entry) => entry.id),
      ),
    );
  });

  it('stores names, ids and words only: nothing else of what was sent', async () => {
    const activity = await reload();
    activity.activityStarted({ what: 'Add ISO from a URL', teamId: 't1' }, 1000);
    activity.activityStarted({ what: 'Create startup script', subject: { name: 'boot' }, teamId: 't1' }, 1000);
    const stored = sessionStorage.getItem(activity.ACTIVITY_STORAGE_KEY) ?? '';
    expect(stored).toContain('Add ISO from a URL');
    for (const entry of JSON.parse(stored) as Record<string, unknown>[]) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          'auditLogId',
          'endedAt',
          'error',
          'followsVm',
          'id',
          'nameFrom',
          'settledAt',
          'startedAt',
          'state',
          'subject',
          'teamId',
          'what',
        ].sort(),
      );
    }
  });

  it('a batch keeps its items across a reload; those its requests were cut off from say so', async () => {
    const before = await reload();
    const id = before.activityBatchStarted({ what: 'Delete 3 SSH keys', teamId: 't1' }, [
      { id: 'k1', name: 'one' },
      { id: 'k2', name: 'two' },
      { id: 'k3', name: 'three' },
    ]);
    before.activityBatchItem(id, 0, 'done');
    before.activityBatchItem(id, 1, 'sending');
    vi.resetModules();

    const [batch] = (await reload()).activityEntries();
    expect(batch?.state).toBe('failed');
    expect(batch?.items?.map((item) => [item.name, item.state])).toEqual([
      ['one', 'done'],
      ['two', 'failed'],
      ['three', 'skipped'],
    ]);
  });

  it('sign-out empties it', async () => {
    const activity = await reload();
    const session = await import('../session/session');
    session.signIn('token', { keepInTab: true });
    activity.activityStarted({ what: 'Stop' }, 1000);
    session.signOut();
    expect(sessionStorage.getItem(activity.ACTIVITY_STORAGE_KEY)).toBeNull();
    vi.resetModules();
    expect((await reload()).activityEntries()).toEqual([]);
  });

  it('leaves out what is malformed', async () => {
    const { parseStoredActivity } = await reload();
    expect(parseStoredActivity([{ id: 1 }, 'x', null])).toEqual([]);
    expect(parseStoredActivity({})).toEqual([]);
  });
});
