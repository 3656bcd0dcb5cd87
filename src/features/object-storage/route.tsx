import { BucketAccessKeysPage } from './BucketAccessKeysPage';
import { ServicePage } from './ServicePage';
import { ServicesPage } from './ServicesPage';

// The pages of /teams/:teamId/object-storage/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = {
  '': ServicesPage,
  ':serviceId': ServicePage,
  ':serviceId/buckets/:bucketName': BucketAccessKeysPage,
};
