import { ISO_FAILED, ISO_READY } from '../../api/resources/isos';
import type { CustomIso } from '../../api/types';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';

/** Where a download stands: ready, failed (-1), or a percent under way. */
export type IsoState = { kind: 'ready' } | { kind: 'failed' } | { kind: 'downloading'; percent: number };

export function isoState(iso: Pick<CustomIso, 'status'>): IsoState {
  if (iso.status === ISO_READY) return { kind: 'ready' };
  if (iso.status === ISO_FAILED) return { kind: 'failed' };
  // Any other value is a download under way; one outside 0–99 is read as its nearest possible value.
  return { kind: 'downloading', percent: Math.min(ISO_READY - 1, Math.max(0, Math.round(iso.status))) };
}

/** The name a person knows the ISO by: its name, else its file name. */
export function isoLabel(iso: Pick<CustomIso, 'name' | 'filename'>): string {
  return iso.name.trim() === '' ? iso.filename : iso.name;
}

const STATE_ORDER: Record<IsoState['kind'], number> = { downloading: 0, failed: 1, ready: 2 };

function isoSearchText(iso: CustomIso): string[] {
  return [iso.name, iso.filename, iso.desc, iso.id];
}

/** Newest first, like every list; the source filter tells the team’s ISOs from the provider’s. */
export const { spec: ISO_LIST, visible: visibleIsos } = defineListView({
  sort: {
    name: ['asc', sortBy.text((iso: CustomIso) => isoLabel(iso))],
    status: ['asc', sortBy.number((iso: CustomIso) => STATE_ORDER[isoState(iso).kind])],
    size: ['desc', sortBy.number((iso: CustomIso) => iso.size)],
    created: ['desc', sortBy.time((iso: CustomIso) => iso.date_created)],
  },
  defaultSort: 'created',
  filters: {
    source: { team: (iso: CustomIso) => !iso.is_system_iso, system: (iso: CustomIso) => iso.is_system_iso },
  },
  searchText: isoSearchText,
  tieBreak: ['name', sortBy.id((iso: CustomIso) => iso.id)],
});
