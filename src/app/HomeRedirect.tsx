import { Navigate } from 'react-router-dom';
import { useOperationAbsent } from '../api/capabilities/capabilities';
import { isOperationAbsent } from '../api/errors/errors';
import { DEFAULT_TEAM } from '../api/resources/team';
import { useTeams } from '../api/resources/teams';
import { ErrorState, retryState } from '../ui/feedback/ErrorState';
import { Spinner } from '../ui/feedback/Spinner';
import { usePageTitle } from '../ui/page/usePageTitle';
import { teamAreaPath } from './teamPaths';

/** `/` opens the first team's console, or the default team when the server lists no teams. */
export function HomeRedirect() {
  usePageTitle(undefined);
  const teams = useTeams();
  const absent = useOperationAbsent('teams') || isOperationAbsent(teams.error);

  if (absent) return <Navigate to={teamAreaPath(DEFAULT_TEAM)} replace />;
  if (teams.isSuccess) return <Navigate to={teamAreaPath(teams.data[0]?.id ?? DEFAULT_TEAM)} replace />;
  if (teams.isError) {
    return (
      <main id="main-content" className="flex min-h-dvh items-center justify-center">
        <ErrorState title="Your teams could not be loaded" {...retryState(teams)} />
      </main>
    );
  }
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center gap-2 text-[13px] text-fg-muted">
      <Spinner />
      <span role="status">Loading your teams…</span>
    </main>
  );
}
