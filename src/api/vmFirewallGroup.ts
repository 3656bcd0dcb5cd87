/**
 * The VM's firewall group id as text: the live API sends it as a string on some reads and a number
 * on others, and null (or nothing) when the VM has no group.
 */
export function firewallGroupIdOf(vm: { firewall_group_id?: unknown }): string | null {
  const value = vm.firewall_group_id;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
