import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from './client';
import { pollWhile } from './polling';
import { teamQuery, teamResourceKeys } from './team';
import type { CustomIso } from './types';

/** GET /isos (later revision): the team's ISOs and the system's, in one list. */
export const isoKeys = teamResourceKeys('isos');

/** Download progress in percent: 100 is ready, -1 failed; anything between is still downloading. */
export const ISO_READY = 100;
export const ISO_FAILED = -1;

const isDownloading = (iso: CustomIso) => iso.status !== ISO_READY && iso.status !== ISO_FAILED;

export const isoQueries = {
  list: (teamId: string) =>
    queryOptions({
      queryKey: isoKeys.list(teamId),
      queryFn: async ({ signal }) => (await call(api().GET('/isos', teamQuery(teamId, signal)))).isos,
      refetchInterval: pollWhile((isos: CustomIso[] | undefined) => isos?.some(isDownloading) ?? false),
    }),
};

export const useIsos = (teamId: string) => useQuery(isoQueries.list(teamId));
