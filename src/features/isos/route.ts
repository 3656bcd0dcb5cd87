import type { ComponentType } from 'react';

// The pages of /teams/:teamId/isos/*, by their path below it: each its own chunk, loaded by the
// router when opened, and by the boot (src/app/boot) with the page's first reads.
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '': () => import('./IsosPage').then((module) => module.IsosPage),
};
