import type { SshKey } from '../../api/types';

/** The PATCH body: only what the user changed (the API needs at least one field), or null when nothing did. */
export function changedFields(
  original: Pick<SshKey, 'name' | 'ssh_key'>,
  values: { name: string; ssh_key: string },
): { name?: string; ssh_key?: string } | null {
  const changes: { name?: string; ssh_key?: string } = {};
  if (values.name !== original.name) changes.name = values.name;
  if (values.ssh_key !== original.ssh_key.trim()) changes.ssh_key = values.ssh_key;
  return Object.keys(changes).length > 0 ? changes : null;
}
