import { OsTemplatesPage } from './OsTemplatesPage';

// The pages of /teams/:teamId/os-templates/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': OsTemplatesPage };
