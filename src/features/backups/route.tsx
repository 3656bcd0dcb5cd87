import { NotBuiltPage } from '../../ui/NotBuiltPage';

// Route module for /teams/:teamId/backups/* (lazily loaded); replace the body when the page is built.
export function Component() {
  return <NotBuiltPage title="Backups" />;
}
