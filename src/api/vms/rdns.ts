import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { useApiMutation } from '../cache/mutation';
import { planRequest, sendPlanned } from '../http/apiRequest';
import { teamChange, teamItem, teamParam } from '../resources/team';
import type { RdnsRecord } from '../types';
import { vmKeys } from './vms';

const rdnsKeys = {
  list: (teamId: string, vmId: string) => [...vmKeys.detail(teamId, vmId), 'rdns'] as const,
};

const rdnsQueries = {
  list: (teamId: string, vmId: string) =>
    queryOptions({
      queryKey: rdnsKeys.list(teamId, vmId),
      queryFn: async ({ signal }): Promise<RdnsRecord[]> =>
        (await call(api().GET('/vm/{vm_id}/rdns', teamItem(teamId, { vm_id: vmId }, signal)))).rdns,
    }),
};

export const useRdns = (teamId: string, vmId: string) => useQuery(rdnsQueries.list(teamId, vmId));

/** The reverse DNS changes as planned requests: what is sent, and what the "API request" view shows. */
export const rdnsRequests = {
  set: (teamId: string, vmId: string, record: { ip_addr: string; domain: string }) =>
    planRequest('post', '/vm/{vm_id}/rdns', teamChange(teamId, { vm_id: vmId }, record)),
  remove: (teamId: string, vmId: string, ip: string) =>
    planRequest('delete', '/vm/{vm_id}/rdns/{ip_addr}', {
      params: { path: { vm_id: vmId, ip_addr: ip }, query: teamParam(teamId) },
    }),
};

/** Set (or overwrite) the PTR name of one of the VM's addresses; the domain must already resolve to it. */
export function useSetRdns(teamId: string, vmId: string) {
  return useApiMutation({
    mutationFn: (record: { ip_addr: string; domain: string }) => sendPlanned(rdnsRequests.set(teamId, vmId, record)),
    activity: ({ ip_addr }) => ({
      what: `Set reverse DNS of ${ip_addr}`,
      subject: { id: vmId },
      teamId,
      nameFrom: vmKeys.all(teamId),
    }),
    invalidates: () => [rdnsKeys.list(teamId, vmId)],
  });
}

export function useRemoveRdns(teamId: string, vmId: string) {
  return useApiMutation({
    mutationFn: (ip: string) => sendPlanned(rdnsRequests.remove(teamId, vmId, ip)),
    activity: (ip) => ({
      what: `Remove reverse DNS of ${ip}`,
      subject: { id: vmId },
      teamId,
      nameFrom: vmKeys.all(teamId),
    }),
    invalidates: () => [rdnsKeys.list(teamId, vmId)],
  });
}
