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

/** How a read named the VM's firewall group: by its id, by a number only, or not at all. */
export type VmFirewallGroupRef = { kind: 'none' } | { kind: 'id'; id: string } | { kind: 'number'; number: number };

export function firewallGroupRefOf(vm: { firewall_group_id?: unknown }): VmFirewallGroupRef {
  const value = vm.firewall_group_id;
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', number: value };
  const id = firewallGroupIdOf(vm);
  return id === null ? { kind: 'none' } : { kind: 'id', id };
}

/**
 * The group a number stands for, or null when nothing says which it is. Groups are known by their
 * ids, so a number matches only a group whose id is that number written out, or the id another read
 * of the same VM gave (the live API's list may name the group a single read only numbers).
 */
export function matchGroupNumber(
  number: number,
  known: { groupIds: readonly string[]; listedRef: VmFirewallGroupRef | undefined },
): string | null {
  const written = String(number);
  if (known.groupIds.includes(written)) return written;
  return known.listedRef?.kind === 'id' ? known.listedRef.id : null;
}
