import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { callOptional, isAbsent } from '../capabilities/capabilities';
import type { Team } from '../types';

const teamKeys = {
  all: () => ['teams'] as const,
};

export const teamQueries = {
  list: () =>
    queryOptions({
      queryKey: teamKeys.all(),
      queryFn: ({ signal }) => callOptional('teams', () => call<Team[]>(api().GET('/teams', { signal }))),
      staleTime: 5 * 60_000,
      enabled: !isAbsent('teams'),
    }),
};

/** The caller's teams (extension). When absent, the shell works on the default team. */
export const useTeams = () => useQuery(teamQueries.list());
