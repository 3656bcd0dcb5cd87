import type { Vm } from '../../../api/types';
import { firewallGroupIdOf } from '../../../api/vmFirewallGroup';
import { bootFactsOf } from './vmChange';

export type VmMenuAction =
  | 'rename'
  | 'reinstall'
  | 'ipv6'
  | 'firewall-attach'
  | 'firewall-detach'
  | 'uefi'
  | 'bios'
  | 'sev-on'
  | 'sev-off'
  | 'measured-boot-attach'
  | 'measured-boot-detach'
  | 'restore'
  | 'delete';

export interface VmMenuEntry {
  action: VmMenuAction;
  label: string;
  danger?: boolean;
}

/**
 * The actions the VM's "Actions" menu offers, from what the VM says of itself. A fact the server does
 * not send (boot mode, SEV, measured boot) offers both ways: the server refuses what does not apply.
 */
export function vmMenuEntries(vm: Vm): VmMenuEntry[] {
  const boot = bootFactsOf(vm);
  const group = firewallGroupIdOf(vm);
  const entries: VmMenuEntry[] = [
    { action: 'rename', label: 'Rename…' },
    { action: 'reinstall', label: 'Reinstall with another OS…', danger: true },
    { action: 'restore', label: 'Restore from backup or snapshot…', danger: true },
  ];
  if (vm.main_ipv6.trim() === '') entries.push({ action: 'ipv6', label: 'Enable IPv6…' });
  entries.push({ action: 'firewall-attach', label: group ? 'Change firewall group…' : 'Attach firewall group…' });
  if (group) entries.push({ action: 'firewall-detach', label: 'Detach firewall group…', danger: true });
  if (boot.uefi !== true) entries.push({ action: 'uefi', label: 'Boot with UEFI…' });
  if (boot.uefi !== false) entries.push({ action: 'bios', label: 'Boot with legacy BIOS…' });
  if (boot.sev !== true) entries.push({ action: 'sev-on', label: 'Turn SEV on…' });
  if (boot.sev !== false) entries.push({ action: 'sev-off', label: 'Turn SEV off…' });
  // Shown while SEV is off too: its dialog says why it cannot be attached (no silent disappearance).
  if (!boot.ukiImageId) entries.push({ action: 'measured-boot-attach', label: 'Attach measured boot image…' });
  if (boot.ukiImageId !== null && boot.ukiImageId !== '') {
    entries.push({ action: 'measured-boot-detach', label: 'Detach measured boot image…', danger: true });
  }
  entries.push({ action: 'delete', label: 'Delete VM…', danger: true });
  return entries;
}
