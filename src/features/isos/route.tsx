import { IsosPage } from './IsosPage';

// The pages of /teams/:teamId/isos/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': IsosPage };
