import type { VmChange } from '../types';

/** Names the console may know for ids a change carries (from its cached reads); null when it does not. */
export interface ChangeNames {
  osTemplate: (id: number) => string | null;
  firewallGroup: (id: string) => string | null;
}

const onOff = (value: unknown) => (value === true ? 'on' : 'off');

/**
 * One PATCH /vm setting as a person says it: "Boot mode: UEFI", "Reinstall: Ubuntu 24.04". Every
 * field the console sends has a line; an unknown one reads as a generic change rather than its field name.
 */
export function vmChangeWords(change: VmChange, names: ChangeNames): string {
  if ('name' in change) return `Name: ${change.name}`;
  if ('os_id' in change) return `Reinstall: ${names.osTemplate(change.os_id) ?? `template ${change.os_id}`}`;
  if ('enable_ipv6' in change) return `IPv6: ${onOff(change.enable_ipv6)}`;
  if ('use_uefi' in change) return `Boot mode: ${change.use_uefi === true ? 'UEFI' : 'legacy BIOS'}`;
  if ('enable_sev' in change) return `SEV-SNP: ${onOff(change.enable_sev)}`;
  if ('firewall_group_id' in change && typeof change.firewall_group_id === 'string') {
    return `Firewall group: ${names.firewallGroup(change.firewall_group_id) ?? change.firewall_group_id}`;
  }
  if ('disable_firewall' in change) return 'Firewall group: none';
  return 'Change settings';
}
