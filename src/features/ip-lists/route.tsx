import { Route, Routes } from 'react-router-dom';
import { IpListPage } from './IpListPage';
import { IpListsPage } from './IpListsPage';

// Route module for /teams/:teamId/ip-lists/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<IpListsPage />} />
      <Route path=":listId" element={<IpListPage />} />
    </Routes>
  );
}
