import { DEFAULT_TEAM } from '../../api/resources/team';
import { AREAS, type Area } from '../areas';

/**
 * The signed-in page an address opens, read before the router exists: which area's code it needs and
 * which API reads its page will make first, so both start at once, in the boot (boot.ts). Pure, so each page's reads are checked against its queries (bootPage.test.ts).
 */
export interface BootPage {
  teamId: string;
  area: Area;
  /** The path below the area: '' for its list, 'new' for the deploy page. */
  rest: string;
}

export function bootPageOf(pathname: string): BootPage | null {
  // ['', 'teams', '<teamId>', '<area>', …rest]
  const [empty, teams, rawTeam, slug, ...rest] = pathname.split('/');
  if (empty !== '' || teams !== 'teams' || !rawTeam || !slug) return null;
  const area = AREAS.find((candidate) => candidate.slug === slug);
  if (!area) return null;
  let teamId: string;
  try {
    teamId = decodeURIComponent(rawTeam);
  } catch {
    return null;
  }
  const below = rest.join('/').replace(/\/+$/, '');
  return { teamId, area, rest: below };
}

/**
 * The GETs a page sends as it mounts, as paths below the API base URL exactly as the typed client
 * writes them (`team_id` in the query, left out for the default team). Only what the page reads
 * unconditionally; an address that differs is simply fetched again by the page.
 */
export function firstReadsOf(page: BootPage): string[] {
  const team = page.teamId === DEFAULT_TEAM ? '' : `?team_id=${encodeURIComponent(page.teamId)}`;
  // The deploy form's first fields: where, what size, what it boots. Its other lists (keys, scripts,
  // networks, firewall groups, VMs) come below them and can be megabytes for a large team (2 MB of SSH
  // keys, 1.5 MB of firewall rules): sent at boot they shared a slow line with the page's code, and
  // held up the form's first paint until they had arrived. The page asks for them as it mounts.
  if (page.area.slug === 'vms' && page.rest === 'new') return ['/instance_types', '/os_templates'];
  if (page.rest !== '') return [];
  return LIST_READS[page.area.slug]?.(team) ?? [];
}

const LIST_READS: Partial<Record<Area['slug'], (team: string) => string[]>> = {
  vms: (team) => [`/vm${team}`],
  vpcs: (team) => [`/network/vpcs${team}`],
  firewalls: (team) => [`/network/firewalls${team}`],
  'ip-lists': (team) => [`/network/ip_lists${team}`],
  'reserved-ips': (team) => [`/network/reserved_ips${team}`],
  'ssh-keys': (team) => [`/ssh_keys${team}`],
  'startup-scripts': (team) => [`/startup_scripts${team}`],
};

/**
 * The loader of the area's page an address opens: its path below the area matched against the
 * area's page paths as the router matches them, a literal segment before a parameter (`new` before
 * `:vmId`); undefined when none matches (the router shows "not found").
 */
export function pageLoaderOf(page: BootPage): (() => Promise<unknown>) | undefined {
  const segments = page.rest === '' ? [] : page.rest.split('/');
  let best: { load: () => Promise<unknown>; literals: number } | undefined;
  for (const [path, load] of Object.entries(page.area.pages)) {
    const pattern = path === '' ? [] : path.split('/');
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const literals = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || literals > best.literals) best = { load, literals };
  }
  return best?.load;
}
