import { SnapshotsPage } from './SnapshotsPage';

// The pages of /teams/:teamId/snapshots/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': SnapshotsPage };
