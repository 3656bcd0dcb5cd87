import { Route, Routes } from 'react-router-dom';
import { LazyConsolePage } from '../../console/lazyConsolePage';
import { VmDetailPage } from './VmDetailPage';
import { VmsPage } from './VmsPage';

// Route module for /teams/:teamId/vms/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<VmsPage />} />
      <Route path=":vmId" element={<VmDetailPage />} />
      <Route path=":vmId/console" element={<LazyConsolePage />} />
    </Routes>
  );
}
