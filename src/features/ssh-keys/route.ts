import type { ComponentType } from 'react';

// The pages of /teams/:teamId/ssh-keys/*, by their path below it: each its own chunk, loaded by the
// router when opened, and by the boot (src/app/boot) with the page's first reads.
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '': () => import('./SshKeysPage').then((module) => module.SshKeysPage),
};
