import type { Vm } from '../../../api/types';
import { firewallGroupIdOf } from '../../../api/vms/vmFirewallGroup';
import { bootFacts, knownValue, type BootFacts } from '../../../api/vms/bootSettings';

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
 * The actions the VM's "Actions" menu offers, from what the VM says of itself and, for the boot facts
 * no read reports, what this tab set (bootSettings.ts). A fact nobody knows offers both ways: the
 * server refuses what does not apply, and the measured-boot detach dialog says it is not known.
 */
export function vmMenuEntries(vm: Vm, facts: BootFacts = bootFacts(vm, undefined)): VmMenuEntry[] {
  const boot = { uefi: knownValue(facts.uefi), sev: knownValue(facts.sev), ukiImageId: knownValue(facts.ukiImageId) };
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
    // Known attached, or not known either way (its dialog says so).
    entries.push({ action: 'measured-boot-detach', label: 'Detach measured boot image…', danger: true });
  }
  entries.push({ action: 'delete', label: 'Delete VM…', danger: true });
  return entries;
}
