import type { ComponentType } from 'react';

// The pages of /teams/:teamId/ip-lists/*, by their path below it: each its own chunk, loaded by the
// router when opened, and by the boot (src/app/boot) with the page's first reads.
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '': () => import('./IpListsPage').then((module) => module.IpListsPage),
  ':listId': () => import('./IpListPage').then((module) => module.IpListPage),
};
