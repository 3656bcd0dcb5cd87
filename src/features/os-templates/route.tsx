import { OsTemplatesPage } from './OsTemplatesPage';

// Route module for /teams/:teamId/os-templates/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return <OsTemplatesPage />;
}
