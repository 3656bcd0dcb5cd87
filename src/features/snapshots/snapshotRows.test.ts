import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../api/types';
import { namesFromActivity, toRows, visibleRows, type SnapshotListParams } from './snapshotRows';

const snapshot = (
  id: string,
  name: string,
  created_at: string,
  size: number,
  status: Snapshot['status'] = 'available',
): Snapshot => ({ id, name, desc: `${name} notes`, created_at, size, status });
const snapshots = [
  snapshot('s1', 'before-upgrade', '2026-10-30T17:45:12.310Z', 8_000),
  snapshot('s2', 'nightly', '2026-11-02T01:00:00.000Z', 9_000, 'pending'),
  snapshot('s3', 'Archive', '2026-09-01T12:00:00.000Z', 100),
];
const rows = toRows(snapshots, { s2: 'vm-web', s3: 'vm-gone' }, [{ id: 'vm-web', name: 'web-1' }]);
const ids = (params: Partial<SnapshotListParams>) =>
  visibleRows(rows, { q: '', sort: 'created', dir: 'desc', status: '', ...params }).map((row) => row.snapshot.id);

describe('snapshot rows', () => {
  it('knows the VM only where this tab took the snapshot, by name where the VM list has it', () => {
    expect(rows.map(({ vmId, vmName, vmGone }) => [vmId, vmName, vmGone])).toEqual([
      [null, null, false],
      ['vm-web', 'web-1', false],
      ['vm-gone', null, true],
    ]);
  });

  it('names a VM gone since as this session knew it, and calls none gone while the list is unknown', () => {
    const known = new Map([['vm-gone', 'old-db']]);
    expect(toRows(snapshots, { s3: 'VM-GONE' }, [], known)[2]).toMatchObject({ vmName: 'old-db', vmGone: true });
    expect(toRows(snapshots, { s3: 'vm-gone' }, undefined)[2]).toMatchObject({ vmName: null, vmGone: false });
  });

  it('takes names from this team’s Activity, the newest first', () => {
    const entry = (id: number, subject: { id: string; name: string }, teamId: string) =>
      ({ id, what: 'Delete VM', subject, teamId }) as Parameters<typeof namesFromActivity>[0][number];
    const names = namesFromActivity(
      [
        entry(3, { id: 'VM-1', name: 'renamed' }, 't1'),
        entry(2, { id: 'vm-1', name: 'first' }, 't1'),
        entry(1, { id: 'vm-2', name: 'elsewhere' }, 't2'),
      ],
      't1',
    );
    expect([...names]).toEqual([['vm-1', 'renamed']]);
  });

  it('sorts newest first by default, and by name or size', () => {
    expect(ids({})).toEqual(['s2', 's1', 's3']);
    expect(ids({ sort: 'name', dir: 'asc' })).toEqual(['s3', 's1', 's2']);
    expect(ids({ sort: 'size', dir: 'desc' })).toEqual(['s2', 's1', 's3']);
  });

  it('searches name, description, VM and id, and filters by status', () => {
    expect(ids({ q: 'web-1' })).toEqual(['s2']);
    expect(ids({ q: 'archive notes' })).toEqual(['s3']);
    expect(ids({ q: 's1' })).toEqual(['s1']);
    expect(ids({ status: 'pending' })).toEqual(['s2']);
    expect(ids({ status: 'available' })).toEqual(['s1', 's3']);
  });
});
