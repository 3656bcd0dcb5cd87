import type { SshKey } from '../../api/types';
import { describeKey, type KeyInfo } from './keyInfo';
import type { ListParams } from './listParams';

export interface SshKeyRow {
  key: SshKey;
  info: KeyInfo;
}

export function toRows(keys: readonly SshKey[]): SshKeyRow[] {
  return keys.map((key) => ({ key, info: describeKey(key.ssh_key) }));
}

/**
 * Case-insensitive match on name, type (as shown and as written), fingerprint and the key's comment.
 * Every word must match somewhere, so "rsa laptop" narrows instead of widening.
 */
export function filterRows(rows: readonly SshKeyRow[], query: string): SshKeyRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter(({ key, info }) => {
    const haystack = [key.name, info.type, info.typeLabel, info.fingerprint ?? '', info.comment].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function createdTime(key: SshKey): number {
  const time = Date.parse(key.created);
  return Number.isNaN(time) ? 0 : time;
}

/** Stable, total order: ties fall back to name, then id, so rows never jump between renders. */
export function sortRows(rows: readonly SshKeyRow[], sort: ListParams['sort'], dir: ListParams['dir']): SshKeyRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary =
      sort === 'name' ? collator.compare(a.key.name, b.key.name) : createdTime(a.key) - createdTime(b.key);
    if (primary !== 0) return primary * sign;
    return collator.compare(a.key.name, b.key.name) || (a.key.id < b.key.id ? -1 : a.key.id > b.key.id ? 1 : 0);
  });
}

export function visibleRows(rows: readonly SshKeyRow[], params: ListParams): SshKeyRow[] {
  return sortRows(filterRows(rows, params.q), params.sort, params.dir);
}
