import { Route, Routes } from 'react-router-dom';
import { VpcDetailPage } from './VpcDetailPage';
import { VpcsPage } from './VpcsPage';

// Route module for /teams/:teamId/vpcs/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<VpcsPage />} />
      <Route path=":vpcId" element={<VpcDetailPage />} />
    </Routes>
  );
}
