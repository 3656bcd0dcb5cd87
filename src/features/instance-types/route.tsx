import { InstanceTypesPage } from './InstanceTypesPage';

// Route module for /teams/:teamId/instance-types/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return <InstanceTypesPage />;
}
