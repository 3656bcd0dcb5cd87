import { ScriptDetailPage } from './ScriptDetailPage';
import { StartupScriptsPage } from './StartupScriptsPage';

// The pages of /teams/:teamId/startup-scripts/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': StartupScriptsPage, ':id': ScriptDetailPage };
