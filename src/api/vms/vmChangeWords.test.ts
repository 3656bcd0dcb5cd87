import { describe, expect, it } from 'vitest';
import { vmChangeWords, type ChangeNames } from './vmChangeWords';

const known: ChangeNames = {
  osTemplate: (id) => (id === 7 ? 'Ubuntu 24.04' : null),
  firewallGroup: (id) => (id === 'g-1' ? 'web' : null),
};

describe('vmChangeWords', () => {
  it('words every PATCH /vm setting the console sends as a person would', () => {
    expect(vmChangeWords({ name: 'web-2' }, known)).toBe('Name: web-2');
    expect(vmChangeWords({ os_id: 7 }, known)).toBe('Reinstall: Ubuntu 24.04');
    expect(vmChangeWords({ enable_ipv6: true }, known)).toBe('IPv6: on');
    expect(vmChangeWords({ use_uefi: true }, known)).toBe('Boot mode: UEFI');
    expect(vmChangeWords({ use_uefi: false }, known)).toBe('Boot mode: legacy BIOS');
    expect(vmChangeWords({ enable_sev: true }, known)).toBe('SEV-SNP: on');
    expect(vmChangeWords({ enable_sev: false }, known)).toBe('SEV-SNP: off');
    expect(vmChangeWords({ firewall_group_id: 'g-1' }, known)).toBe('Firewall group: web');
    expect(vmChangeWords({ disable_firewall: true }, known)).toBe('Firewall group: none');
  });

  it('falls back to the id when the console does not know the name', () => {
    expect(vmChangeWords({ os_id: 9 }, known)).toBe('Reinstall: template 9');
    expect(vmChangeWords({ firewall_group_id: 'g-2' }, known)).toBe('Firewall group: g-2');
  });

  it('never shows a raw field name', () => {
    const changes = [{ use_uefi: true }, { os_id: 1 }, { enable_sev: true }, { disable_firewall: true }] as const;
    for (const change of changes) expect(vmChangeWords(change, known)).not.toMatch(/_|Change use|Change os/);
  });
});
