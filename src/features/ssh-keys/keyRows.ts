import type { SshKey } from '../../api/types';
import { by, compareId, compareText, compareTime, defineListSpec, filterAndSort, thenBy, type ListParams } from '../../ui/list';
import { describeKey, type KeyInfo } from './keyInfo';

export interface SshKeyRow {
  key: SshKey;
  info: KeyInfo;
}

export function toRows(keys: readonly SshKey[]): SshKeyRow[] {
  return keys.map((key) => ({ key, info: describeKey(key.ssh_key) }));
}

/** Newest first by default, so a key that was just added is at the top. */
export const SSH_KEY_LIST = defineListSpec({ sort: { name: 'asc', created: 'desc' }, defaultSort: 'created' });
export type SshKeyListParams = ListParams<'name' | 'created'>;

/** Found by name, type (as shown and as written), fingerprint and the key's comment. */
const searchText = ({ key, info }: SshKeyRow) => [key.name, info.type, info.typeLabel, info.fingerprint, info.comment];

const byName = by<SshKeyRow, string>((row) => row.key.name, compareText);
const compare = { name: byName, created: by<SshKeyRow, string>((row) => row.key.created, compareTime) };
/** Ties fall back to name, then id, so rows never jump between renders. */
const tieBreak = thenBy(byName, by<SshKeyRow, string>((row) => row.key.id, compareId));

export function visibleRows(rows: readonly SshKeyRow[], params: SshKeyListParams): SshKeyRow[] {
  return filterAndSort(rows, { search: params.q, searchText, sort: params.sort, dir: params.dir, compare, tieBreak });
}
