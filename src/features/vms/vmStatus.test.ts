import { describe, expect, it } from 'vitest';
import { vmIsChanging } from '../../api/vms/vms';
import { actionToast, defaultSnapshotName, powerRequest, snapshotRequest } from './vmActionForm';
import { actionRunning, isTransitional, progressText, vmStatusLabel, vmStatusTone } from './vmStatus';

describe('VM status', () => {
  it('names the provider’s statuses, including the misspelt one', () => {
    expect(vmStatusLabel('taking_snaphot')).toBe('Taking snapshot');
    expect(vmStatusLabel('awaiting_payment')).toBe('Awaiting payment');
    expect(vmStatusLabel('something_new')).toBe('something_new');
    expect(vmStatusTone('active')).toBe('success');
    expect(vmStatusTone('suspended')).toBe('danger');
  });
  it('reports an action in progress and names it', () => {
    const idle = { active_action_id: null, status: 'active' as const };
    const busy = { active_action_id: 'x', status: 'active' as const };
    expect(actionRunning(idle)).toBe(false);
    expect(actionRunning({ active_action_id: null, status: 'taking_snaphot' })).toBe(true);
    expect(progressText(idle, 'stop')).toBeNull();
    expect(progressText(busy, 'stop')).toBe('Stopping…');
    expect(progressText(busy, 'reboot')).toBe('Rebooting…');
    expect(progressText(busy, null)).toBe('Action in progress…');
    expect(progressText({ active_action_id: 'x', status: 'taking_snaphot' }, null)).toBe('Taking snapshot…');
  });
  it('reads an absent active_action_id as no action running (the documented VM has no such field)', () => {
    expect(actionRunning({ status: 'active' })).toBe(false);
    expect(progressText({ status: 'active' }, null)).toBeNull();
    expect(vmIsChanging({ status: 'active' })).toBe(false);
    expect(vmIsChanging({ status: 'active', active_action_id: 'a1' })).toBe(true);
  });
  it('takes the status as the truth: transitional ones poll and name themselves, in either snapshot spelling', () => {
    for (const status of ['building', 'taking_snaphot', 'taking_snapshot', 'restoring', 'terminating', 'migrating']) {
      expect(isTransitional(status)).toBe(true);
      expect(actionRunning({ status })).toBe(true);
      expect(vmIsChanging({ status })).toBe(true);
    }
    for (const status of ['active', 'suspended', 'awaiting_payment'])
      expect(vmIsChanging({ status, active_action_id: null })).toBe(false);
    expect(vmStatusLabel('taking_snapshot')).toBe('Taking snapshot');
    expect(vmStatusTone('taking_snapshot')).toBe('accent');
    expect(progressText({ status: 'building' }, null)).toBe('Building…');
    expect(progressText({ status: 'taking_snapshot' }, 'snapshot')).toBe('Taking snapshot…');
  });
});

describe('action requests', () => {
  it('sends force_stop only when asked', () => {
    expect(powerRequest('stop', false)).toEqual({ action: 'stop' });
    expect(powerRequest('reboot', true)).toEqual({ action: 'reboot', force_stop: true });
  });
  it('maps the snapshot form: a name is required, an empty description left out', () => {
    expect(snapshotRequest({ name: '  ', desc: '' })).toEqual({
      ok: false,
      problems: { name: 'Enter a name for the snapshot.' },
    });
    expect(snapshotRequest({ name: 'pre', desc: ' ' })).toEqual({
      ok: true,
      body: { action: 'snapshot', name: 'pre' },
    });
    expect(snapshotRequest({ name: ' pre ', desc: ' why ' })).toEqual({
      ok: true,
      body: { action: 'snapshot', name: 'pre', desc: 'why' },
    });
    const long = snapshotRequest({ name: 'x'.repeat(256), desc: '' });
    expect(long.ok).toBe(false);
    expect(long.ok ? null : long.problems.name).toMatch(/at most 255/);
  });
  it('suggests a name from the VM and the local time', () => {
    expect(defaultSnapshotName('web-1', new Date(2026, 10, 23, 9, 5))).toBe('web-1-20261123-0905');
    expect(defaultSnapshotName('  ', new Date(2026, 0, 2, 14, 30))).toBe('snapshot-20260102-1430');
    expect(defaultSnapshotName('x'.repeat(300), new Date(2026, 0, 2, 14, 30))).toHaveLength(255);
  });
  it('words the outcome', () => {
    expect(actionToast({ action: 'stop' }, 'web-1')).toBe('Stopping web-1.');
    expect(actionToast({ action: 'reboot', force_stop: true }, 'web-1')).toBe('web-1 was forced to restart.');
    expect(actionToast({ action: 'enable-bgp' }, 'web-1')).toBe('BGP enabled on web-1.');
  });
});
