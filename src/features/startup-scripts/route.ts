import type { ComponentType } from 'react';

// The pages of /teams/:teamId/startup-scripts/*, by their path below it: each its own chunk, loaded by the
// router when opened, and by the boot (src/app/boot) with the page's first reads.
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '': () => import('./StartupScriptsPage').then((module) => module.StartupScriptsPage),
  ':id': () => import('./ScriptDetailPage').then((module) => module.ScriptDetailPage),
};
