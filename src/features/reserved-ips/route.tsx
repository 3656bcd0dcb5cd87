import { Route, Routes } from 'react-router-dom';
import { ReservedIpDetailPage } from './ReservedIpDetailPage';
import { ReservedIpsPage } from './ReservedIpsPage';

// Route module for /teams/:teamId/reserved-ips/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<ReservedIpsPage />} />
      <Route path=":reservedIpId" element={<ReservedIpDetailPage />} />
    </Routes>
  );
}
