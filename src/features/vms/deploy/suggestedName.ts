/**
 * The name the deploy form proposes: what boots and where, then the first number no VM of the team
 * has ("ubuntu-amsterdam-1"). Lower-case letters, digits and hyphens only, so it is valid under every
 * name rule the console knows (not blank, at most 255 characters) and reads the same everywhere.
 */

/** The longest each part of the name may be, so the whole stays short enough to read in a list. */
const PART_MAX = 24;

/** "Ubuntu 24.04 LTS" → "ubuntu-24-04-lts"; "São Paulo" → "sao-paulo"; nothing readable → "". */
export function namePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PART_MAX)
    .replace(/^-+|-+$/g, '');
}

export interface NameChoice {
  /** What boots: the OS template's family ("ubuntu"), the snapshot's or ISO's name; '' when none is chosen. */
  boots: string;
  location: string;
}

/** The first `<boots>-<location>-<n>` (n from 1) that no name in `taken` already is, compared case-insensitively. */
export function suggestedVmName(choice: NameChoice, taken: Iterable<string>): string {
  const parts = [namePart(choice.boots) || 'vm', namePart(choice.location)].filter(Boolean);
  const base = parts.join('-');
  const used = new Set<string>();
  for (const name of taken) used.add(name.trim().toLowerCase());
  for (let number = 1; ; number += 1) {
    const name = `${base}-${number}`;
    if (!used.has(name)) return name;
  }
}
