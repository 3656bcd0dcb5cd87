import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from './client';
import { callExtension } from './capabilities';
import { invalidate } from './invalidate';
import { teamParam } from './team';
import { vmKeys } from './vms';
import type { ReservedIp, ReservedIpCreate } from './types';

/** Longest reserved IP name (extension fact; the spec only names IP_NAME_TOO_LONG). */
export const RESERVED_IP_NAME_MAX = 64;

export const reservedIpKeys = {
  all: (teamId: string) => ['team', teamId, 'reserved-ips'] as const,
  lists: (teamId: string) => [...reservedIpKeys.all(teamId), 'list'] as const,
  list: (teamId: string, location?: string) =>
    [...reservedIpKeys.lists(teamId), { location: location ?? '' }] as const,
  detail: (teamId: string, id: string) => [...reservedIpKeys.all(teamId), 'detail', id] as const,
};

export const reservedIpQueries = {
  /** `location` is matched case-insensitively by the server (endpoint 14). */
  list: (teamId: string, location?: string) =>
    queryOptions({
      queryKey: reservedIpKeys.list(teamId, location),
      queryFn: async ({ signal }) =>
        (
          await call(
            api().GET('/network/reserved_ips', {
              params: { query: { ...teamParam(teamId), ...(location ? { location } : {}) } },
              signal,
            }),
          )
        ).reserved_ips,
    }),
  /** Endpoint 15 answers the reserved IP itself, without a wrapper key. */
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: reservedIpKeys.detail(teamId, id),
      queryFn: ({ signal }) =>
        call(
          api().GET('/network/reserved_ips/{reserved_ip_id}', {
            params: { path: { reserved_ip_id: id }, query: teamParam(teamId) },
            signal,
          }),
        ),
    }),
};

export function useReservedIps(teamId: string, location?: string) {
  return useQuery(reservedIpQueries.list(teamId, location));
}

export function useReservedIp(teamId: string, id: string) {
  return useQuery(reservedIpQueries.detail(teamId, id));
}

/** A reserved IP's attachment shows on VMs too, so VM reads refetch after these. */
function afterChange(queryClient: ReturnType<typeof useQueryClient>, teamId: string, id?: string) {
  return invalidate(
    queryClient,
    reservedIpKeys.lists(teamId),
    ...(id ? [reservedIpKeys.detail(teamId, id)] : []),
    vmKeys.all(teamId),
  );
}

export function useConvertToReservedIp(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ip_address: string; name: string }): Promise<ReservedIp> =>
      (await call(api().POST('/network/reserved_ips/convert', { body: { ...teamParam(teamId), ...input } })))
        .reserved_ip,
    onSuccess: (created) => {
      queryClient.setQueryData(reservedIpKeys.detail(teamId, created.id), created);
      return afterChange(queryClient, teamId);
    },
  });
}

export function useDeleteReservedIp(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(
        api().DELETE('/network/reserved_ips/{reserved_ip_id}', {
          params: { path: { reserved_ip_id: id }, query: teamParam(teamId) },
        }),
      ),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: reservedIpKeys.detail(teamId, id) });
      return afterChange(queryClient, teamId);
    },
  });
}

export function useCreateReservedIp(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { location: string; name: string; ip_type?: 'v4' | 'v6' }) =>
      callExtension('reservedIps.create', () =>
        // The contract spells ip_type `ipv4`/`ipv6`; the console's own spelling is still passed on as given.
        call(api().POST('/network/reserved_ips', { body: { ...teamParam(teamId), ...input } as unknown as ReservedIpCreate })),
      ),
    onSuccess: () => invalidate(queryClient, reservedIpKeys.lists(teamId)),
  });
}

/** Rename, attach (`anchor_ip`: an IP of the VM) or detach (`anchor_ip: null`). */
export function useUpdateReservedIp(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string; name?: string; anchor_ip?: string | null }) =>
      callExtension('reservedIps.update', () =>
        call(
          api().PATCH('/network/reserved_ips/{reserved_ip_id}', {
            params: { path: { reserved_ip_id: id } },
            body: { ...teamParam(teamId), ...changes },
          }),
        ),
      ),
    onSuccess: (_result, { id }) => afterChange(queryClient, teamId, id),
  });
}
