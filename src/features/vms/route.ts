import type { ComponentType } from 'react';

// The pages of /teams/:teamId/vms/*, by their path below it: each its own chunk, loaded by the
// router when opened, and by the boot (src/app/boot) with the page's first reads.
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '': () => import('./VmsPage').then((module) => module.VmsPage),
  new: () => import('./deploy/DeployVmPage').then((module) => module.DeployVmPage),
  ':vmId': () => import('./VmDetailPage').then((module) => module.VmDetailPage),
  ':vmId/console': () => import('../../console/lazyConsolePage').then((module) => module.LazyConsolePage),
};
