import type { ComponentType } from 'react';

// The pages of /teams/:teamId/reserved-ips/*, by their path below it: each its own chunk, loaded by the
// router when opened, and by the boot (src/app/boot) with the page's first reads.
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '': () => import('./ReservedIpsPage').then((module) => module.ReservedIpsPage),
  ':reservedIpId': () => import('./ReservedIpDetailPage').then((module) => module.ReservedIpDetailPage),
};
