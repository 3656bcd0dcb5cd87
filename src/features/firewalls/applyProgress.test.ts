import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import type { VmChangeResult } from '../../api/vms/vms';
import { applyFinished, applyOutcome, applySummary, type VmRead } from './applyProgress';

const attach: VmChangeResult = { vmId: 'a', change: { firewall_group_id: 'g1' }, ok: true, acceptedAt: 1000 };
const detach: VmChangeResult = { vmId: 'b', change: { disable_firewall: true }, ok: true, acceptedAt: 1000 };
const read = (at: number, busy: boolean, group: string | null): VmRead => ({
  data: { active_action_id: busy ? 'act' : null, status: 'active', firewall_group_id: group },
  dataUpdatedAt: at,
  error: null,
  errorUpdatedAt: 0,
});

describe('apply to VMs: each VM followed to its end', () => {
  it('is running while the VM is busy, or while only reads from before the acceptance are in', () => {
    expect(applyOutcome(attach, undefined, 'g1')).toEqual({ state: 'running' });
    expect(applyOutcome(attach, read(1500, true, null), 'g1')).toEqual({ state: 'running' });
    expect(applyOutcome(attach, read(900, false, null), 'g1')).toEqual({ state: 'running' });
  });

  it('ends applied or detached when the VM finished with the membership asked for', () => {
    expect(applyOutcome(attach, read(3000, false, 'g1'), 'g1')).toEqual({ state: 'applied' });
    expect(applyOutcome(detach, read(3000, false, null), 'g1')).toEqual({ state: 'detached' });
  });

  it('ends not applied when the VM finished without it, and gone when it was deleted', () => {
    expect(applyOutcome(attach, read(3000, false, 'g2'), 'g1')).toEqual({ state: 'not-applied' });
    const gone: VmRead = {
      data: undefined,
      dataUpdatedAt: 0,
      error: new ApiError({ status: 404, code: 'VM_NOT_FOUND' }),
      errorUpdatedAt: 3000,
    };
    expect(applyOutcome(attach, gone, 'g1')).toEqual({ state: 'gone' });
  });

  it('says how many still run, then that it finished and how each ended', () => {
    const refused = { state: 'refused', error: new Error('no') } as const;
    const running = [{ state: 'applied' }, { state: 'running' }, refused] as const;
    expect(applyFinished(running)).toBe(false);
    expect(applySummary(running)).toBe('Applying: 2 of 3 finished, 1 still running.');
    const done = [{ state: 'applied' }, { state: 'applied' }, refused] as const;
    expect(applyFinished(done)).toBe(true);
    expect(applySummary(done)).toBe('Finished: 2 applied, 1 refused.');
  });
});
