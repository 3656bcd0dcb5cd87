import { Route, Routes } from 'react-router-dom';
import { BucketAccessKeysPage } from './BucketAccessKeysPage';
import { ServicePage } from './ServicePage';
import { ServicesPage } from './ServicesPage';

// Route module for /teams/:teamId/object-storage/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<ServicesPage />} />
      <Route path=":serviceId" element={<ServicePage />} />
      <Route path=":serviceId/buckets/:bucketName" element={<BucketAccessKeysPage />} />
    </Routes>
  );
}
