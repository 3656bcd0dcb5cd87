import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { callOptional } from '../capabilities/capabilities';
import { useApiMutation } from '../cache/mutation';
import { pollWhile } from '../cache/polling';
import { teamItem, teamParam, teamQuery, teamResourceKeys } from './team';
import type { CustomIso } from '../types';
import { planRequest, sendPlanned } from '../http/apiRequest';

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
      queryFn: ({ signal }) =>
        callOptional('isos', async () => (await call(api().GET('/isos', teamQuery(teamId, signal)))).isos),
      refetchInterval: pollWhile((isos: CustomIso[] | undefined) => isos?.some(isDownloading) ?? false),
    }),
};

export const useIsos = (teamId: string) => useQuery(isoQueries.list(teamId));

/** The changes of ISOs as planned requests: what is sent, and what the "API request" view shows. */
export const isoRequests = {
  add: (teamId: string, url: string) => planRequest('post', '/isos', { body: { ...teamParam(teamId), url } }),
  delete: (teamId: string, isoId: string) =>
    planRequest('delete', '/isos/{iso_id}', teamItem(teamId, { iso_id: isoId })),
};

/**
 * POST /isos: 201 without a body, and the download starts; the list (which then polls) shows it.
 * A limit reached is a 401 (as documented), so the list is reread: another tab may have added one.
 */
export function useAddIso(teamId: string) {
  return useApiMutation({
    mutationFn: (url: string) => sendPlanned(isoRequests.add(teamId, url)),
    activity: () => ({ what: 'Add ISO from a URL', teamId }),
    invalidates: () => [isoKeys.list(teamId)],
    staleWhenRefused: { codes: ['ISO_LIMIT_REACHED'], invalidates: [isoKeys.list(teamId)] },
  });
}

/** 204; refused with 400 while a VM still boots from the ISO. */
export function useDeleteIso(teamId: string) {
  return useApiMutation({
    mutationFn: (isoId: string) => sendPlanned(isoRequests.delete(teamId, isoId)),
    activity: (isoId) => ({ what: 'Delete ISO', subject: { id: isoId }, teamId, nameFrom: isoKeys.all(teamId) }),
    invalidates: () => [isoKeys.list(teamId)],
  });
}
