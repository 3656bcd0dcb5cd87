import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from './client';
import { callOptional } from './capabilities';
import { isApiError } from './errors';
import { firewallKeys } from './firewalls';
import { invalidate } from './invalidate';
import { teamParam } from './team';
import type { IpListEntry, IpListRef } from './types';
import type { IpVersion } from '../lib/ipVersion';

/**
 * A refusal that may mean the console's copy is stale (a limit reached or a duplicate made elsewhere).
 * The emulator names these with codes; the provider documents them as a bare 400, so any 400 counts.
 */
function mayBeStale(error: unknown, codes: readonly string[]): boolean {
  return isApiError(error) && (codes.includes(error.code) || error.status === 400);
}

/** IP lists are an extension throughout; every call goes through the 'ipLists' capability. */
export const ipListKeys = {
  all: (teamId: string) => ['team', teamId, 'ip-lists'] as const,
  list: (teamId: string) => [...ipListKeys.all(teamId), 'list'] as const,
  detail: (teamId: string, id: string) => [...ipListKeys.all(teamId), 'detail', id] as const,
};

export const ipListQueries = {
  /** The lists with the team's limits (`ip_list_limit`, `ip_list_entry_limit`). */
  list: (teamId: string) =>
    queryOptions({
      queryKey: ipListKeys.list(teamId),
      queryFn: ({ signal }) =>
        callOptional('ipLists', () =>
          call(api().GET('/network/ip_lists', { params: { query: teamParam(teamId) }, signal })),
        ),
    }),
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: ipListKeys.detail(teamId, id),
      queryFn: ({ signal }) =>
        callOptional(
          'ipLists',
          async () =>
            (
              await call(
                api().GET('/network/ip_lists/{ip_list_id}', {
                  params: { path: { ip_list_id: id }, query: teamParam(teamId) },
                  signal,
                }),
              )
            ).ip_list,
          // A bare 404 is a missing list, unless the server has no IP lists at all.
          {
            collection: {
              operation: 'ipLists',
              read: () => call(api().GET('/network/ip_lists', { params: { query: teamParam(teamId) } })),
            },
          },
        ),
    }),
};

export function useIpLists(teamId: string) {
  return useQuery(ipListQueries.list(teamId));
}

export function useIpList(teamId: string, id: string) {
  return useQuery(ipListQueries.detail(teamId, id));
}

export function useCreateIpList(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description?: string }): Promise<IpListRef> =>
      callOptional(
        'ipLists',
        async () => (await call(api().POST('/network/ip_lists', { body: { ...teamParam(teamId), ...input } }))).ip_list,
      ),
    onSuccess: () => invalidate(queryClient, ipListKeys.list(teamId)),
    // Refused for a limit the console thought was not reached: lists were made elsewhere, so reread them.
    onError: (error) =>
      mayBeStale(error, ['IP_LIST_LIMIT_REACHED']) ? invalidate(queryClient, ipListKeys.list(teamId)) : undefined,
  });
}

export function useUpdateIpList(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string; name?: string; description?: string }) =>
      callOptional('ipLists', () =>
        call(
          api().PATCH('/network/ip_lists/{ip_list_id}', {
            params: { path: { ip_list_id: id } },
            body: { ...teamParam(teamId), ...changes },
          }),
        ),
      ),
    onSuccess: (_result, { id }) => invalidate(queryClient, ipListKeys.list(teamId), ipListKeys.detail(teamId, id)),
  });
}

export function useDeleteIpList(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callOptional('ipLists', () =>
        call(
          api().DELETE('/network/ip_lists/{ip_list_id}', {
            params: { path: { ip_list_id: id }, query: teamParam(teamId) },
          }),
        ),
      ),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ipListKeys.detail(teamId, id) });
      // Deleting a list also deletes the firewall rules that refer to it.
      return invalidate(queryClient, ipListKeys.list(teamId), firewallKeys.all(teamId));
    },
  });
}

export function useAddIpListEntry(teamId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `type` as the API spells it (`ipv4`/`ipv6`); the server detects it when it is left out. */
    mutationFn: (input: { value: string; type?: IpVersion }): Promise<IpListEntry> =>
      callOptional(
        'ipLists',
        async () =>
          (
            await call(
              api().POST('/network/ip_lists/{ip_list_id}/entries', {
                params: { path: { ip_list_id: listId } },
                body: { ...teamParam(teamId), ...input },
              }),
            )
          ).entry,
      ),
    onSuccess: () => invalidate(queryClient, ipListKeys.detail(teamId, listId), ipListKeys.list(teamId)),
    // A duplicate or a full list the console did not know of: entries were added elsewhere, so reread them.
    onError: (error) =>
      mayBeStale(error, ['DUPLICATE_IP_LIST_ENTRY', 'IP_LIST_ENTRY_LIMIT_REACHED'])
        ? invalidate(queryClient, ipListKeys.detail(teamId, listId), ipListKeys.list(teamId))
        : undefined,
  });
}

export function useRemoveIpListEntry(teamId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      callOptional('ipLists', () =>
        call(
          api().DELETE('/network/ip_lists/{ip_list_id}/entries/{entry_id}', {
            params: { path: { ip_list_id: listId, entry_id: entryId }, query: teamParam(teamId) },
          }),
        ),
      ),
    onSuccess: () => invalidate(queryClient, ipListKeys.detail(teamId, listId), ipListKeys.list(teamId)),
  });
}
