import type { SshKey } from '../../api/types';

/**
 * The PATCH body, or null when nothing changed (saving an unchanged form sends nothing). The API
 * requires the name and the key together, so both are sent whatever the user changed.
 */
export function keyUpdate(
  original: Pick<SshKey, 'name' | 'ssh_key'>,
  values: { name: string; ssh_key: string },
): { name: string; ssh_key: string } | null {
  if (values.name === original.name && values.ssh_key === original.ssh_key.trim()) return null;
  return { name: values.name, ssh_key: values.ssh_key };
}
