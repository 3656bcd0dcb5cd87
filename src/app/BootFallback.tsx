import { getToken } from '../api/session';
import { bootPageOf } from './bootPage';
import { LoadingScreen } from './LoadingScreen';
import { ShellSkeleton } from './ShellSkeleton';

/** While the router loads a page's code: the page's skeleton when it is a signed-in page, else the loading screen. */
export function BootFallback() {
  const page = getToken() === null ? null : bootPageOf(window.location.pathname);
  return page ? <ShellSkeleton page={page} /> : <LoadingScreen />;
}
