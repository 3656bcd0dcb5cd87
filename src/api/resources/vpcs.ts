import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api, call } from '../http/client';
import { callOptional, useOperationAbsent } from '../capabilities/capabilities';
import { readStreamedList, useListQuery, type JsonAnswer } from '../cache/streamedList';
import { isApiError } from '../errors/errors';
import { useApiMutation } from '../cache/mutation';
import { pollWhile } from '../cache/polling';
import { teamChange, teamItem, teamParam, teamResourceKeys } from './team';
import { forgetId, rememberId, useListOrTabMemory, type ListOrTabMemory } from '../capabilities/tabMemory';
import type { Vpc, VpcCreate, VpcDetail } from '../types';
import { planRequest, sendPlanned } from '../http/apiRequest';

const vpcResource = teamResourceKeys('vpcs');
export const vpcKeys = {
  all: vpcResource.all,
  lists: vpcResource.list,
  list: (teamId: string, location?: string) => [...vpcResource.list(teamId), { location: location ?? '' }] as const,
  detail: vpcResource.detail,
};

/** With a location, the VPCs there; the server matches it case-insensitively. */
const vpcsQuery = (teamId: string, location?: string) => ({
  query: { ...teamParam(teamId), ...(location ? { location } : {}) },
});
const readVpcs = (teamId: string) => call(api().GET('/network/vpcs', { params: vpcsQuery(teamId) }));

/** Tab memory (see tabMemory.ts) of the VPCs opened here: ids in lower case, per team. */
export const vpcTabMemoryKey = (teamId: string) => `cloud-console.vpcs.opened.${teamId}`;

const isSettling = (vpc: Vpc) => vpc.status === 'building' || vpc.status === 'deleting';

export const vpcQueries = {
  list: (teamId: string, location?: string) =>
    queryOptions({
      queryKey: vpcKeys.list(teamId, location),
      queryFn: (context) =>
        callOptional('vpcs.list', async () => {
          const params = vpcsQuery(teamId, location);
          const read = api().GET('/network/vpcs', { params, signal: context.signal, parseAs: 'stream' });
          return (await readStreamedList<JsonAnswer<'/network/vpcs'>>(context, read, 'vpcs')).vpcs;
        }),
      refetchInterval: pollWhile((vpcs: Vpc[] | undefined) => vpcs?.some(isSettling) ?? false),
    }),
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: vpcKeys.detail(teamId, id),
      queryFn: async ({ signal }) =>
        (await call(api().GET('/network/vpcs/{vpc_id}', teamItem(teamId, { vpc_id: id }, signal)))).vpc,
      refetchInterval: pollWhile((vpc: Vpc | undefined) => (vpc ? isSettling(vpc) : false)),
    }),
};

export const useVpcs = (teamId: string, location?: string) => useQuery(vpcQueries.list(teamId, location));

/** Whether a listed VPC needs its single read to tell its attached VMs: it lists none, and may have some. */
function needsAttachedVms(vpc: Vpc | VpcDetail): boolean {
  return !('attached_vms' in vpc) && vpc.attached_vms_count !== 0;
}

/** The single reads of listed VPCs, folded once per change of their answers (a stable `combine`). */
const foldDetails = (
  results: { data?: VpcDetail | undefined; isPending: boolean; isError: boolean; dataUpdatedAt: number }[],
) => ({
  updatedAt: Math.max(0, ...results.map((result) => result.dataUpdatedAt)),
  read: new Map(results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : []))),
  pending: results.some((result) => result.isPending),
  unknown: results.filter((result) => result.isError).length,
});

/**
 * The team's VPCs with their attached VMs. The documents give `attached_vms` only on a VPC's single
 * read (the live API lists VPCs without it); a listed VPC without them, and with VMs or no count, is
 * read on its own. `data` stays undefined until every VPC's attached VMs are known, so nobody reads
 * "no VPC" for a VM whose VPCs are still being read; a VPC whose read fails is left out of `data` and
 * counted in `unknown`.
 */
export function useVpcsWithAttachedVms(teamId: string): {
  data: (Vpc | VpcDetail)[] | undefined;
  isPending: boolean;
  /** The list itself could not be read: no VPC's attached VMs are known. */
  listFailed: boolean;
  unknown: number;
  /** When the newest of these reads answered (ms since the epoch): the age of what they say. */
  updatedAt: number;
  refetch: () => void;
} {
  const list = useVpcs(teamId);
  const missing = useMemo(() => (list.data ?? []).filter(needsAttachedVms), [list.data]);
  const details = useQueries({
    queries: missing.map((vpc) => vpcQueries.detail(teamId, vpc.id)),
    combine: foldDetails,
  });
  const data = useMemo(
    () =>
      list.data === undefined || details.pending
        ? undefined
        : list.data.flatMap((vpc) => {
            if (!needsAttachedVms(vpc)) return [vpc];
            const detail = details.read.get(vpc.id);
            return detail ? [detail] : [];
          }),
    [list.data, details],
  );
  const queryClient = useQueryClient();
  return {
    data,
    isPending: list.isPending || details.pending,
    listFailed: list.isError && list.data === undefined,
    unknown: details.unknown,
    updatedAt: Math.max(list.dataUpdatedAt, details.updatedAt),
    refetch: () => {
      void list.refetch();
      for (const vpc of missing) void queryClient.refetchQueries({ queryKey: vpcKeys.detail(teamId, vpc.id) });
    },
  };
}

/** The team's VPCs: the server's list, or without one the VPCs opened in this tab, read one by one. */
export function useVpcList(teamId: string): ListOrTabMemory<Vpc> {
  return useListOrTabMemory(
    useListQuery(vpcQueries.list(teamId)),
    useOperationAbsent('vpcs.list'),
    vpcTabMemoryKey(teamId),
    (id) => vpcQueries.detail(teamId, id),
  );
}

/** A VPC read here is remembered in this tab (for a server without the list); a missing one forgotten. */
export function useVpc(teamId: string, id: string) {
  const vpc = useQuery(vpcQueries.detail(teamId, id));
  const loadedId = vpc.data?.id;
  // A 404 for an item is a missing item (the API sends no body; the emulator adds NOT_FOUND).
  const notFound = isApiError(vpc.error) && vpc.error.status === 404;
  useEffect(() => {
    if (loadedId) rememberId(vpcTabMemoryKey(teamId), loadedId.toLowerCase());
    else if (notFound) forgetId(vpcTabMemoryKey(teamId), id.toLowerCase());
  }, [loadedId, notFound, teamId, id]);
  return vpc;
}

/** What the create form gives: the contract requires a description, an absent one is still passed on as given. */
type VpcCreateInput = {
  location: string;
  name: string;
  description?: string;
  v4_subnet: string;
  v4_subnet_mask: string;
};

/** The changes of VPCs as planned requests: what is sent, and what the "API request" view shows. */
export const vpcRequests = {
  create: (teamId: string, input: VpcCreateInput) =>
    planRequest('post', '/network/vpcs', { body: { ...teamParam(teamId), ...input } as VpcCreate }),
  /** The body is always whole: the API requires `name` and `description` together, whatever changed. */
  update: (teamId: string, id: string, input: { name: string; description: string }) =>
    planRequest('patch', '/network/vpcs/{vpc_id}', teamChange(teamId, { vpc_id: id }, input)),
  delete: (teamId: string, id: string) =>
    planRequest('delete', '/network/vpcs/{vpc_id}', teamItem(teamId, { vpc_id: id })),
};

export function useUpdateVpc(teamId: string) {
  return useApiMutation({
    mutationFn: ({ id, name, description }: { id: string; name: string; description: string }) =>
      sendPlanned(vpcRequests.update(teamId, id, { name, description })),
    activity: ({ id, name }) => ({ what: 'Change VPC', subject: { id, name }, teamId }),
    invalidates: (_result, { id }) => [vpcKeys.lists(teamId), vpcKeys.detail(teamId, id)],
  });
}

export function useCreateVpc(teamId: string) {
  return useApiMutation({
    mutationFn: (input: VpcCreateInput) =>
      callOptional(
        'vpcs.create',
        () => sendPlanned(vpcRequests.create(teamId, input)),
        // A bare 404 here means an unknown location, unless the server has no VPC list at all.
        { collection: { operation: 'vpcs.list', read: () => readVpcs(teamId) } },
      ),
    activity: (input) => ({ what: 'Create VPC', subject: { name: input.name }, teamId }),
    invalidates: () => [vpcKeys.lists(teamId)],
  });
}

export function useDeleteVpc(teamId: string) {
  return useApiMutation({
    mutationFn: (id: string) => callOptional('vpcs.delete', () => sendPlanned(vpcRequests.delete(teamId, id))),
    onSuccess: (_result, id) => forgetId(vpcTabMemoryKey(teamId), id.toLowerCase()),
    removes: (id) => vpcKeys.detail(teamId, id),
    activity: (id) => ({ what: 'Delete VPC', subject: { id }, teamId, nameFrom: vpcKeys.all(teamId) }),
    invalidates: () => [vpcKeys.lists(teamId)],
  });
}
