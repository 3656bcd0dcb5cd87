import type { ComponentType } from 'react';

// The pages of /teams/:teamId/object-storage/*, by their path below it: each its own chunk, loaded by the
// router when opened, and by the boot (src/app/boot) with the page's first reads.
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '': () => import('./ServicesPage').then((module) => module.ServicesPage),
  ':serviceId': () => import('./ServicePage').then((module) => module.ServicePage),
  ':serviceId/buckets/:bucketName': () =>
    import('./BucketAccessKeysPage').then((module) => module.BucketAccessKeysPage),
};
