import { describe, expect, it } from 'vitest';
import { followedActionEnded } from './activityFollow';
import { ApiError } from '../errors/errors';

const read = (
  data: { active_action_id?: string | null; status?: string } | undefined,
  at: number,
  error?: unknown,
) => ({
  data: data as never,
  dataUpdatedAt: at,
  error: error ?? null,
  errorUpdatedAt: error ? at : 0,
});

describe('followedActionEnded', () => {
  it('holds while the VM reports an action or a transitional status', () => {
    expect(followedActionEnded(1000, read({ active_action_id: 'a', status: 'active' }, 2000))).toBe(false);
    expect(followedActionEnded(1000, read({ status: 'taking_snaphot' }, 2000))).toBe(false);
  });

  it('ends on the first read after the acceptance that shows the VM idle', () => {
    expect(followedActionEnded(1000, read({ active_action_id: null, status: 'active' }, 2000))).toBe(true);
    expect(followedActionEnded(1000, read({ status: 'active' }, 2000))).toBe(true);
  });

  it('ignores a read from before the acceptance', () => {
    expect(followedActionEnded(3000, read({ status: 'active' }, 2000))).toBe(false);
  });

  it('ends when the VM is gone (a deletion)', () => {
    const gone = new ApiError({ status: 404, code: 'VM_NOT_FOUND' });
    expect(followedActionEnded(1000, read(undefined, 2000, gone))).toBe(true);
    const unavailable = new ApiError({ status: 503, code: 'HTTP_503' });
    expect(followedActionEnded(1000, read(undefined, 2000, unavailable))).toBe(false);
  });
});
