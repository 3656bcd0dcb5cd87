import { Outlet, useParams } from 'react-router-dom';
import { NavigationProgress } from './NavigationProgress';
import { OfflineBanner } from './OfflineBanner';
import { KeyboardLayer } from './palette/KeyboardLayer';
import { RouteAnnouncer } from './RouteAnnouncer';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/**
 * Layout of every signed-in page: the top bar and sidebar stay, <main> is the one scrolling
 * region (tables inside it scroll on their own so their headers stay in view).
 */
export function AppShell() {
  const { teamId = '' } = useParams();
  return (
    <div className="flex h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <RouteAnnouncer />
      <KeyboardLayer teamId={teamId} />
      <TopBar teamId={teamId} />
      <OfflineBanner />
      <div className="flex min-h-0 flex-1">
        <Sidebar teamId={teamId} />
        <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col overflow-auto focus:outline-none">
          {/* A page per team: nothing of one team's page (a search not yet in the URL, a dialog's target)
              carries over to the next; a search typed just before switching wrote the old team back. */}
          <Outlet key={teamId} />
        </main>
      </div>
    </div>
  );
}
