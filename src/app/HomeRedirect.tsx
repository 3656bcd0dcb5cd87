import { Navigate } from 'react-router-dom';
import { useOperationAbsent } from '../api/capabilities';
import { isOperationAbsent } from '../api/errors';
import { DEFAULT_TEAM } from '../api/team';
import { useTeams } from '../api/teams';
import { ErrorState, retryState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../ui/usePageTitle';
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
