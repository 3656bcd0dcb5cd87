import type { Backup, Vm } from '../../api/types';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';
import { thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';
import type { FilterOption } from '../../ui/list/FilterSelect';

export interface BackupRow {
  backup: Backup;
  /** The backed-up VM's name when the server lists VMs (extension GET /vm) and knows it; else null. */
  vmName: string | null;
}

/** Newest first: the backup one is looking for is usually the latest. `vm` is the VM filter (an id). */
export const BACKUP_LIST = defineListSpec({
  sort: { created: 'desc', size: 'desc' },
  defaultSort: 'created',
  filters: { vm: 'text' },
});
export type BackupListParams = ListParams<'created' | 'size', 'vm'>;

export function toRows(backups: readonly Backup[], vms: readonly Pick<Vm, 'id' | 'name'>[] | undefined): BackupRow[] {
  const names = new Map((vms ?? []).map((vm) => [vm.id, vm.name]));
  return backups.map((backup) => ({ backup, vmName: names.get(backup.instance) ?? null }));
}

/** The VMs that have backups, for the filter: by name where known (else id), one entry per VM. */
export function vmOptions(rows: readonly BackupRow[]): FilterOption[] {
  const seen = new Map<string, string>();
  for (const { backup, vmName } of rows)
    if (!seen.has(backup.instance) || vmName) seen.set(backup.instance, vmName ?? backup.instance);
  return [...seen]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' }));
}

const searchText = ({ backup, vmName }: BackupRow) => [backup.id, backup.instance, vmName, backup.status];

const compare = {
  created: sortBy.time((row: BackupRow) => row.backup.created_at),
  size: sortBy.number((row: BackupRow) => row.backup.size),
};
const tieBreak = thenBy(
  compare.created,
  sortBy.id((row: BackupRow) => row.backup.id),
);

export function visibleRows(rows: readonly BackupRow[], params: BackupListParams): BackupRow[] {
  const ofVm = params.vm ? rows.filter((row) => row.backup.instance === params.vm) : rows;
  return searchAndSort(ofVm, params, { searchText, compare, tieBreak });
}

/** Status in colour and text: the provider's `available` and `pending`; anything else is shown as it came. */
export function statusTone(status: string): 'success' | 'warning' | 'danger' | 'neutral' {
  switch (status.toLowerCase()) {
    case 'available':
      return 'success';
    case 'pending':
      return 'warning';
    case 'failed':
    case 'error':
      return 'danger';
    default:
      return 'neutral';
  }
}
