import { BackupsPage } from './BackupsPage';

// The pages of /teams/:teamId/backups/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': BackupsPage };
