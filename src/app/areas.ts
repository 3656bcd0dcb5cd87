import type { ComponentType } from 'react';
import { AREA_HEADINGS, type AreaSlug } from '../lib/areaHeadings';

/**
 * Every area of the console, in sidebar order. Each area is its own lazily loaded module,
 * src/features/<slug>/route.tsx, exporting its `pages`, so areas are built and replaced one by one
 * and none of them weighs on the first page load.
 */
export interface Area {
  slug: AreaSlug;
  title: string;
  group: AreaGroup;
  pages: () => Promise<{ pages: AreaPages }>;
}

/** An area's pages by their path below the area: `''` is its index, `':vmId'` a detail page. */
export type AreaPages = Readonly<Record<string, ComponentType>>;

export type AreaGroup = 'Compute' | 'Networking' | 'Storage' | 'Access' | 'Catalogue';

export const AREA_GROUPS: readonly AreaGroup[] = ['Compute', 'Networking', 'Storage', 'Access', 'Catalogue'];

const area = (slug: AreaSlug, group: AreaGroup, pages: Area['pages']): Area => ({
  slug,
  title: AREA_HEADINGS[slug].title,
  group,
  pages,
});

export const AREAS: readonly Area[] = [
  area('vms', 'Compute', () => import('../features/vms/route')),
  area('backups', 'Compute', () => import('../features/backups/route')),
  area('snapshots', 'Compute', () => import('../features/snapshots/route')),
  area('vpcs', 'Networking', () => import('../features/vpcs/route')),
  area('firewalls', 'Networking', () => import('../features/firewalls/route')),
  area('ip-lists', 'Networking', () => import('../features/ip-lists/route')),
  area('reserved-ips', 'Networking', () => import('../features/reserved-ips/route')),
  area('object-storage', 'Storage', () => import('../features/object-storage/route')),
  area('ssh-keys', 'Access', () => import('../features/ssh-keys/route')),
  area('startup-scripts', 'Access', () => import('../features/startup-scripts/route')),
  area('instance-types', 'Catalogue', () => import('../features/instance-types/route')),
  area('os-templates', 'Catalogue', () => import('../features/os-templates/route')),
  // Boot media the team adds, beside the OS templates the deploy page also boots from.
  area('isos', 'Catalogue', () => import('../features/isos/route')),
  area('measured-boot', 'Catalogue', () => import('../features/measured-boot/route')),
];

/** Where a team's console opens: its virtual machines, the page people open a cloud console for. */
export const DEFAULT_AREA = 'vms';
