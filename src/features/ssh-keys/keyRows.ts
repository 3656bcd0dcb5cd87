import type { SshKey } from '../../api/types';
import { type ListParamsOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';
import { describeKey, type KeyInfo } from './keyInfo';

export interface SshKeyRow {
  readonly key: SshKey;
  /** Type, size, comment and fingerprint, read from the key line when first asked for. */
  readonly info: KeyInfo;
}

/**
 * A key with its info worked out on first use: a row that is shown or searched, not all 10,000 keys
 * before the list can appear (hashing every key for its fingerprint would take longer than the
 * rendering). describeKey caches the answer per key line.
 */
class LazyKeyRow implements SshKeyRow {
  readonly key: SshKey;

  // No parameter properties: Node's built-in type stripping cannot run them.
  constructor(key: SshKey) {
    this.key = key;
  }

  get info(): KeyInfo {
    return describeKey(this.key.ssh_key);
  }
}

export function toRows(keys: readonly SshKey[]): SshKeyRow[] {
  return keys.map((key) => new LazyKeyRow(key));
}

/** What a phone shows after a key's name, where the type and fingerprint columns are left out. */
export function keySummary(info: KeyInfo): string {
  const type = info.bits === undefined ? info.typeLabel : `${info.typeLabel} ${info.bits}`;
  return `${type} · ${info.fingerprint ?? 'Unrecognised key'}`;
}

/** Found by name, type (as shown and as written), fingerprint and the key's comment. */
export function sshKeySearchText({ key, info }: SshKeyRow): (string | null)[] {
  return [key.name, info.type, info.typeLabel, info.fingerprint, info.comment];
}

/** Newest first by default, so a key that was just added is at the top. */
export const { spec: SSH_KEY_LIST, visible: visibleRows } = defineListView({
  sort: {
    name: ['asc', sortBy.text((row) => row.key.name)],
    created: ['desc', sortBy.time((row) => row.key.created)],
  },
  defaultSort: 'created',
  searchText: sshKeySearchText,
  /** Ties fall back to name, then id, so rows never jump between renders. */
  tieBreak: ['name', sortBy.id((row) => row.key.id)],
});
export type SshKeyListParams = ListParamsOf<typeof SSH_KEY_LIST>;
