import { SshKeysPage } from './SshKeysPage';

// The pages of /teams/:teamId/ssh-keys/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': SshKeysPage };
