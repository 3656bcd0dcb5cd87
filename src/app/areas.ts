import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * Every area of the console, in sidebar order. Each page is its own lazily loaded module under
 * src/features/<slug>/route.tsx (exporting `Component`), so areas are built and replaced one by one
 * and none of them weighs on the first page load.
 */
export interface Area {
  slug: string;
  title: string;
  group: AreaGroup;
  lazy: LazyRouteFunction<RouteObject>;
}

export type AreaGroup = 'Compute' | 'Networking' | 'Storage' | 'Access' | 'Catalogue';

export const AREA_GROUPS: readonly AreaGroup[] = ['Compute', 'Networking', 'Storage', 'Access', 'Catalogue'];

export const AREAS: readonly Area[] = [
  { slug: 'vms', title: 'Virtual machines', group: 'Compute', lazy: () => import('../features/vms/route') },
  { slug: 'backups', title: 'Backups', group: 'Compute', lazy: () => import('../features/backups/route') },
  { slug: 'vpcs', title: 'VPCs', group: 'Networking', lazy: () => import('../features/vpcs/route') },
  { slug: 'firewalls', title: 'Firewalls', group: 'Networking', lazy: () => import('../features/firewalls/route') },
  { slug: 'ip-lists', title: 'IP lists', group: 'Networking', lazy: () => import('../features/ip-lists/route') },
  {
    slug: 'reserved-ips',
    title: 'Reserved IPs',
    group: 'Networking',
    lazy: () => import('../features/reserved-ips/route'),
  },
  {
    slug: 'object-storage',
    title: 'Object storage',
    group: 'Storage',
    lazy: () => import('../features/object-storage/route'),
  },
  { slug: 'ssh-keys', title: 'SSH keys', group: 'Access', lazy: () => import('../features/ssh-keys/route') },
  {
    slug: 'startup-scripts',
    title: 'Startup scripts',
    group: 'Access',
    lazy: () => import('../features/startup-scripts/route'),
  },
  {
    slug: 'instance-types',
    title: 'Instance types',
    group: 'Catalogue',
    lazy: () => import('../features/instance-types/route'),
  },
  {
    slug: 'os-templates',
    title: 'OS templates',
    group: 'Catalogue',
    lazy: () => import('../features/os-templates/route'),
  },
];

/** Where a team's console opens. */
export const DEFAULT_AREA = 'ssh-keys';
