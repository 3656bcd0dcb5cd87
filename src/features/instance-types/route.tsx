import { InstanceTypesPage } from './InstanceTypesPage';

// The pages of /teams/:teamId/instance-types/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': InstanceTypesPage };
