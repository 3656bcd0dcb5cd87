import type { Backup, Vm } from '../../api/types';
import { type ListParamsOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';
import type { FilterOption } from '../../ui/list/FilterSelect';
import { compareText } from '../../lib/textOrder';
import { formatTimestamp } from '../../ui/values/formatTimestamp';

export interface BackupRow {
  backup: Backup;
  /** The backed-up VM's name when the server lists VMs (extension GET /vm) and knows it; else null. */
  vmName: string | null;
  /** The VM list is known and the backed-up VM is not in it: deleted since (its backups outlive it). */
  vmGone: boolean;
}

export function toRows(backups: readonly Backup[], vms: readonly Pick<Vm, 'id' | 'name'>[] | undefined): BackupRow[] {
  // Ids compared as the API may spell them: a uuid in either case.
  const names = new Map((vms ?? []).map((vm) => [vm.id.toLowerCase(), vm.name]));
  return backups.map((backup) => {
    const vmName = names.get(backup.instance.toLowerCase());
    return { backup, vmName: vmName ?? null, vmGone: vms !== undefined && vmName === undefined };
  });
}

/** How a backup is named to a person (it has no name): "backup of web-1 from 1 Nov 2026, 03:00". */
export function backupLabel({ backup, vmName }: BackupRow): string {
  return `backup of ${vmName ?? backup.instance} from ${formatTimestamp(backup.created_at)}`;
}

/** Why a backup offers no download link yet; null when it may have one. */
export function downloadUnavailable({ backup }: BackupRow): string | null {
  return backup.status.toLowerCase() === 'pending' ? 'Available once the backup finishes' : null;
}

/** The VMs that have backups, for the filter: by name where known (else id), one entry per VM. */
export function vmOptions(rows: readonly BackupRow[]): FilterOption[] {
  const seen = new Map<string, string>();
  for (const { backup, vmName } of rows)
    if (!seen.has(backup.instance) || vmName) seen.set(backup.instance, vmName ?? backup.instance);
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => compareText(a.label, b.label));
}

/** Newest first: the backup one is looking for is usually the latest. `vm` is the VM filter (an id). */
export const { spec: BACKUP_LIST, visible: visibleRows } = defineListView({
  sort: {
    created: ['desc', sortBy.time((row) => row.backup.created_at)],
    size: ['desc', sortBy.number((row) => row.backup.size)],
  },
  defaultSort: 'created',
  filters: { vm: (row, vm) => row.backup.instance === vm },
  searchText: ({ backup, vmName }: BackupRow) => [backup.id, backup.instance, vmName, backup.status],
  tieBreak: ['created', sortBy.id((row) => row.backup.id)],
});
export type BackupListParams = ListParamsOf<typeof BACKUP_LIST>;

/** A status as the app's badges word it: `available` → "Available"; an empty one is "Unknown". */
export function statusText(status: string): string {
  const trimmed = status.trim();
  return trimmed === '' ? 'Unknown' : trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

/** Status in colour: the provider's `available` and `pending`; anything else is neutral. */
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
