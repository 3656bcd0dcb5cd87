import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAbsent } from '../api/capabilities/capabilities';
import { isOperationAbsent } from '../api/errors/errors';
import { DEFAULT_TEAM } from '../api/resources/team';
import { teamQueries } from '../api/resources/teams';
import { teamAreaPath } from './teamPaths';

/**
 * Checks the freshly entered token with one real call and returns where to land: the first
 * team's console, or the default team's when the server lists no teams. The answer stays in the
 * cache, so the next page shows at once.
 */
export function useVerifyToken(): () => Promise<string> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (!isAbsent('teams')) {
      try {
        const teams = await queryClient.fetchQuery(teamQueries.list());
        return teamAreaPath(teams[0]?.id ?? DEFAULT_TEAM);
      } catch (error) {
        if (!isOperationAbsent(error)) throw error;
      }
    }
    // Only a server without the teams extension gets here: the key list's module (and the mutation
    // code that comes with it) stays out of the sign-in page's first load.
    const { sshKeyQueries } = await import('../api/resources/sshKeys');
    await queryClient.fetchQuery(sshKeyQueries.list(DEFAULT_TEAM));
    return teamAreaPath(DEFAULT_TEAM);
  }, [queryClient]);
}
