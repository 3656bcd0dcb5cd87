import { describe, expect, it } from 'vitest';
import type { Backup } from '../../api/types';
import {
  downloadUnavailable,
  statusText,
  statusTone,
  toRows,
  visibleRows,
  vmOptions,
  type BackupListParams,
} from './backupRows';

const backup = (
  id: string,
  instance: string,
  created_at: string,
  size: number,
  status: Backup['status'] = 'available',
): Backup => ({ id, instance, created_at, size, status });
const backups = [
  backup('b1', 'vm-web', '2026-11-01T03:00:00.123Z', 9_663_676_416),
  backup('b2', 'vm-web', '2026-11-01T03:00:00.124Z', 100),
  backup('b3', 'vm-db', '2026-11-08T03:20:41.007Z', 87_960_930_222),
  backup('b4', 'vm-gone', '2026-11-15T03:20:39.950Z', 0, 'pending'),
];
const rows = toRows(backups, [
  { id: 'vm-web', name: 'web-1' },
  { id: 'vm-db', name: 'db-1' },
]);
const ids = (params: Partial<BackupListParams>) =>
  visibleRows(rows, { q: '', sort: 'created', dir: 'desc', vm: '', ...params }).map((row) => row.backup.id);

describe('backup rows', () => {
  it('names VMs where the VM list knows them, else leaves the id', () => {
    expect(rows.map((row) => row.vmName)).toEqual(['web-1', 'web-1', 'db-1', null]);
    expect(toRows(backups, undefined).every((row) => row.vmName === null)).toBe(true);
  });

  it('says which VMs are gone only when the VM list is known', () => {
    expect(rows.map((row) => row.vmGone)).toEqual([false, false, false, true]);
    expect(toRows(backups, undefined).some((row) => row.vmGone)).toBe(false);
    expect(toRows([backup('b5', 'VM-WEB', '2026-11-15T03:20:39.950Z', 0)], [{ id: 'vm-web', name: 'web-1' }])).toEqual([
      expect.objectContaining({ vmName: 'web-1', vmGone: false }),
    ]);
  });

  it('offers each VM once, by name, ids last', () => {
    expect(vmOptions(rows)).toEqual([
      { value: 'vm-db', label: 'db-1' },
      { value: 'vm-gone', label: 'vm-gone' },
      { value: 'vm-web', label: 'web-1' },
    ]);
  });

  it('filters by VM and sorts by time to the millisecond', () => {
    expect(ids({ vm: 'vm-web' })).toEqual(['b2', 'b1']);
    expect(ids({ vm: 'vm-web', dir: 'asc' })).toEqual(['b1', 'b2']);
  });

  it('sorts by size and searches VM name, id and status', () => {
    expect(ids({ sort: 'size', dir: 'desc' })).toEqual(['b3', 'b1', 'b2', 'b4']);
    expect(ids({ q: 'db-1' })).toEqual(['b3']);
    expect(ids({ q: 'pending' })).toEqual(['b4']);
  });

  it('gives status a tone as well as its text', () => {
    expect(statusTone('available')).toBe('success');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('something-new')).toBe('neutral');
  });
});

describe('backup wording', () => {
  it('words a status as the badges do', () => {
    expect(statusText('available')).toBe('Available');
    expect(statusText('pending')).toBe('Pending');
    expect(statusText('')).toBe('Unknown');
  });

  it('says why a pending backup has no link yet, and nothing for an available one', () => {
    expect(rows.map(downloadUnavailable)).toEqual([null, null, null, 'Available once the backup finishes']);
  });
});
