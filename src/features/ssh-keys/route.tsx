import { SshKeysPage } from './SshKeysPage';

// Route module for /teams/:teamId/ssh-keys/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return <SshKeysPage />;
}
