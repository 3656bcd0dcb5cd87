import type { ActivityEntry } from '../../api/activity/activity';
import type { Snapshot, Vm } from '../../api/types';
import { type ListParamsOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView, filterBy } from '../../ui/list/listView';

export interface SnapshotRow {
  snapshot: Snapshot;
  /**
   * The VM it was taken of, when this tab took it from a VM page: the API does not say (GET /snapshots
   * has no VM field). Null otherwise.
   */
  vmId: string | null;
  /** That VM's name when the VM list or this session's Activity knows it; else null. */
  vmName: string | null;
  /** The VM list is known and the VM is not in it: deleted since (its snapshots outlive it). */
  vmGone: boolean;
}

/**
 * `vms` is the VM list (undefined while it is not known); `knownNames` are VM names this session
 * saw by id (Activity), for VMs no longer listed.
 */
export function toRows(
  snapshots: readonly Snapshot[],
  taken: Readonly<Record<string, string>>,
  vms: readonly Pick<Vm, 'id' | 'name'>[] | undefined,
  knownNames: ReadonlyMap<string, string> = new Map(),
): SnapshotRow[] {
  // Ids compared as the API may spell them: a uuid in either case.
  const listed = new Map((vms ?? []).map((vm) => [vm.id.toLowerCase(), vm.name]));
  return snapshots.map((snapshot) => {
    const vmId = taken[snapshot.id] ?? null;
    if (vmId === null) return { snapshot, vmId, vmName: null, vmGone: false };
    const key = vmId.toLowerCase();
    const listedName = listed.get(key);
    return {
      snapshot,
      vmId,
      vmName: listedName ?? knownNames.get(key) ?? null,
      vmGone: vms !== undefined && listedName === undefined,
    };
  });
}

/** The names this session's Activity gave things by id in a team (lower-cased ids), newest first wins. */
export function namesFromActivity(entries: readonly ActivityEntry[], teamId: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const { subject, teamId: entryTeam } of entries) {
    if (entryTeam !== teamId || !subject?.id || !subject.name) continue;
    const key = subject.id.toLowerCase();
    if (!names.has(key)) names.set(key, subject.name);
  }
  return names;
}

/** Newest first: the snapshot one looks for is usually the latest. */
export const { spec: SNAPSHOT_LIST, visible: visibleRows } = defineListView({
  sort: {
    name: ['asc', sortBy.text((row) => row.snapshot.name)],
    created: ['desc', sortBy.time((row) => row.snapshot.created_at)],
    size: ['desc', sortBy.number((row) => row.snapshot.size)],
  },
  defaultSort: 'created',
  filters: { status: filterBy(['available', 'pending'], (row: SnapshotRow) => row.snapshot.status) },
  searchText: snapshotSearchText,
  tieBreak: ['name', sortBy.id((row) => row.snapshot.id)],
});
export type SnapshotListParams = ListParamsOf<typeof SNAPSHOT_LIST>;

export function snapshotSearchText({ snapshot, vmId, vmName }: SnapshotRow) {
  return [snapshot.name, snapshot.desc, snapshot.id, snapshot.status, vmName, vmId];
}
