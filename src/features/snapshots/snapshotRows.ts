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
  /** That VM's name when the VM list knows it; else null. */
  vmName: string | null;
}

export function toRows(
  snapshots: readonly Snapshot[],
  taken: Readonly<Record<string, string>>,
  vms: readonly Pick<Vm, 'id' | 'name'>[] | undefined,
): SnapshotRow[] {
  const names = new Map((vms ?? []).map((vm) => [vm.id, vm.name]));
  return snapshots.map((snapshot) => {
    const vmId = taken[snapshot.id] ?? null;
    return { snapshot, vmId, vmName: vmId === null ? null : (names.get(vmId) ?? null) };
  });
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
