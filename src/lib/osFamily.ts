import { compareText } from './textOrder';

/** What grouping needs of an OS template. */
interface Named {
  family: string;
  name: string;
}

const FAMILY_NAMES: Record<string, string> = {
  ubuntu: 'Ubuntu',
  debian: 'Debian',
  rocky: 'Rocky Linux',
  rockylinux: 'Rocky Linux',
  almalinux: 'AlmaLinux',
  alma: 'AlmaLinux',
  centos: 'CentOS',
  fedora: 'Fedora',
  windows: 'Windows',
  freebsd: 'FreeBSD',
  opensuse: 'openSUSE',
  archlinux: 'Arch Linux',
  arch: 'Arch Linux',
};

/** How a family code reads as a heading: known names spelled as their projects do, others capitalised. */
export function familyLabel(family: string): string {
  const code = family.trim();
  if (code === '') return 'Other';
  return FAMILY_NAMES[code.toLowerCase()] ?? code.charAt(0).toLocaleUpperCase() + code.slice(1);
}

/** Windows templates: signed in to as Administrator with the VM's password, never with SSH keys. */
export function isWindowsFamily(family: string): boolean {
  return family.trim().toLowerCase() === 'windows';
}

export interface FamilyOfTemplates<T extends Named> {
  label: string;
  templates: T[];
}

/**
 * The templates under their family's heading, for a grouped select: headings and names in
 * alphabetical order, and codes that read the same (`rocky`, `rockylinux`) under one heading.
 */
export function templatesByFamily<T extends Named>(templates: readonly T[]): FamilyOfTemplates<T>[] {
  const byLabel = new Map<string, T[]>();
  for (const template of templates) {
    const label = familyLabel(template.family);
    byLabel.set(label, [...(byLabel.get(label) ?? []), template]);
  }
  return [...byLabel.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([label, list]) => ({ label, templates: [...list].sort((a, b) => compareText(a.name, b.name)) }));
}
