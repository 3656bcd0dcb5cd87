import type { ComponentType } from 'react';

/**
 * Every area of the console, in sidebar order. Each area is its own lazily loaded module,
 * src/features/<slug>/route.tsx, exporting its `pages`, so areas are built and replaced one by one
 * and none of them weighs on the first page load.
 */
export interface Area {
  slug: string;
  title: string;
  group: AreaGroup;
  pages: () => Promise<{ pages: AreaPages }>;
}

/** An area's pages by their path below the area: `''` is its index, `':vmId'` a detail page. */
export type AreaPages = Readonly<Record<string, ComponentType>>;

export type AreaGroup = 'Compute' | 'Networking' | 'Storage' | 'Access' | 'Catalogue';

export const AREA_GROUPS: readonly AreaGroup[] = ['Compute', 'Networking', 'Storage', 'Access', 'Catalogue'];

export const AREAS: readonly Area[] = [
  { slug: 'vms', title: 'Virtual machines', group: 'Compute', pages: () => import('../features/vms/route') },
  { slug: 'backups', title: 'Backups', group: 'Compute', pages: () => import('../features/backups/route') },
  { slug: 'snapshots', title: 'Snapshots', group: 'Compute', pages: () => import('../features/snapshots/route') },
  { slug: 'vpcs', title: 'VPCs', group: 'Networking', pages: () => import('../features/vpcs/route') },
  { slug: 'firewalls', title: 'Firewalls', group: 'Networking', pages: () => import('../features/firewalls/route') },
  { slug: 'ip-lists', title: 'IP lists', group: 'Networking', pages: () => import('../features/ip-lists/route') },
  {
    slug: 'reserved-ips',
    title: 'Reserved IPs',
    group: 'Networking',
    pages: () => import('../features/reserved-ips/route'),
  },
  {
    slug: 'object-storage',
    title: 'Object storage',
    group: 'Storage',
    pages: () => import('../features/object-storage/route'),
  },
  { slug: 'ssh-keys', title: 'SSH keys', group: 'Access', pages: () => import('../features/ssh-keys/route') },
  {
    slug: 'startup-scripts',
    title: 'Startup scripts',
    group: 'Access',
    pages: () => import('../features/startup-scripts/route'),
  },
  {
    slug: 'instance-types',
    title: 'Instance types',
    group: 'Catalogue',
    pages: () => import('../features/instance-types/route'),
  },
  {
    slug: 'os-templates',
    title: 'OS templates',
    group: 'Catalogue',
    pages: () => import('../features/os-templates/route'),
  },
  // Boot media the team adds, beside the OS templates the deploy page also boots from.
  { slug: 'isos', title: 'Custom ISOs', group: 'Catalogue', pages: () => import('../features/isos/route') },
  {
    slug: 'measured-boot',
    title: 'Measured-boot images',
    group: 'Catalogue',
    pages: () => import('../features/measured-boot/route'),
  },
];

/** Where a team's console opens: its virtual machines, the page people open a cloud console for. */
export const DEFAULT_AREA = 'vms';
