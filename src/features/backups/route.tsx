import { BackupsPage } from './BackupsPage';

// Route module for /teams/:teamId/backups/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return <BackupsPage />;
}
