import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { readStreamedList, type JsonAnswer } from '../cache/streamedList';
import { callOptional } from '../capabilities/capabilities';
import { useApiMutation } from '../cache/mutation';
import type { BatchAction } from '../cache/useBatch';
import { teamChange, teamItem, teamParam, teamResourceKeys } from './team';
import { vmKeys } from '../vms/vms';
import type { ReservedIp } from '../types';
import type { IpVersion } from '../../lib/ipVersion';

/** Longest reserved IP name (extension fact; the spec only names IP_NAME_TOO_LONG). */
export const RESERVED_IP_NAME_MAX = 64;

const reservedIpResource = teamResourceKeys('reserved-ips');
export const reservedIpKeys = {
  all: reservedIpResource.all,
  lists: reservedIpResource.list,
  list: (teamId: string, location?: string) =>
    [...reservedIpResource.list(teamId), { location: location ?? '' }] as const,
  detail: reservedIpResource.detail,
};

export const reservedIpQueries = {
  /** `location` is matched case-insensitively by the server (endpoint 14). */
  list: (teamId: string, location?: string) =>
    queryOptions({
      queryKey: reservedIpKeys.list(teamId, location),
      queryFn: async (context) => {
        const read = api().GET('/network/reserved_ips', {
          params: { query: { ...teamParam(teamId), ...(location ? { location } : {}) } },
          signal: context.signal,
          parseAs: 'stream',
        });
        return (await readStreamedList<JsonAnswer<'/network/reserved_ips'>>(context, read, 'reserved_ips'))
          .reserved_ips;
      },
    }),
  /** Endpoint 15 answers the reserved IP itself, without a wrapper key. */
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: reservedIpKeys.detail(teamId, id),
      queryFn: ({ signal }) =>
        call(api().GET('/network/reserved_ips/{reserved_ip_id}', teamItem(teamId, { reserved_ip_id: id }, signal))),
    }),
};

export const useReservedIps = (teamId: string, location?: string) => useQuery(reservedIpQueries.list(teamId, location));
export const useReservedIp = (teamId: string, id: string) => useQuery(reservedIpQueries.detail(teamId, id));

/** A reserved IP's attachment shows on VMs too, so VM reads refetch after these. */
const changedWithVms = (teamId: string, id?: string) => [
  reservedIpKeys.lists(teamId),
  ...(id ? [reservedIpKeys.detail(teamId, id)] : []),
  vmKeys.all(teamId),
];

/** A name is optional on create and convert: without one the server names the reserved IP after its address. */
function optionalName(name: string | undefined): { name?: string } {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? {} : { name: trimmed };
}

export interface ConvertReservedIpInput {
  ip_address: string;
  name?: string;
}

/** The body of POST /network/reserved_ips/convert: the address, and a name only when one was given. */
function convertReservedIpBody(
  teamId: string,
  input: ConvertReservedIpInput,
): { team_id?: string; ip_address: string; name?: string } {
  return { ...teamParam(teamId), ip_address: input.ip_address, ...optionalName(input.name) };
}

export interface CreateReservedIpInput {
  location: string;
  name?: string;
  /** `ipv4` reserves one address, `ipv6` a /64 network (openapi.yaml). */
  ip_type: IpVersion;
}

/** The body of POST /network/reserved_ips, with `ip_type` spelt `ipv4`/`ipv6` as the API documents it. */
function createReservedIpBody(
  teamId: string,
  input: CreateReservedIpInput,
): { team_id?: string; location: string; name?: string; ip_type: IpVersion } {
  return { ...teamParam(teamId), location: input.location, ...optionalName(input.name), ip_type: input.ip_type };
}

export function useConvertToReservedIp(teamId: string) {
  return useApiMutation({
    mutationFn: async (input: ConvertReservedIpInput): Promise<ReservedIp> =>
      (await call(api().POST('/network/reserved_ips/convert', { body: convertReservedIpBody(teamId, input) })))
        .reserved_ip,
    caches: (created) => reservedIpKeys.detail(teamId, created.id),
    activity: (input, created) => ({
      what: 'Reserve address',
      subject: { id: created?.id, name: input.name ?? input.ip_address },
      teamId,
    }),
    invalidates: () => changedWithVms(teamId),
  });
}

const deleteReservedIp = (teamId: string, id: string) =>
  call(api().DELETE('/network/reserved_ips/{reserved_ip_id}', teamItem(teamId, { reserved_ip_id: id })));

export function useDeleteReservedIp(teamId: string) {
  return useApiMutation({
    mutationFn: (id: string) => deleteReservedIp(teamId, id),
    removes: (id) => reservedIpKeys.detail(teamId, id),
    activity: (id) => ({ what: 'Delete reserved IP', subject: { id }, teamId, nameFrom: reservedIpKeys.all(teamId) }),
    invalidates: () => changedWithVms(teamId),
  });
}

export function useCreateReservedIp(teamId: string) {
  return useApiMutation({
    mutationFn: (input: CreateReservedIpInput) =>
      callOptional('reservedIps.create', () =>
        call(
          api().POST('/network/reserved_ips', {
            body: createReservedIpBody(teamId, input),
          }),
        ),
      ),
    activity: (input) => ({ what: 'Reserve IP', subject: { name: input.name }, teamId }),
    invalidates: () => [reservedIpKeys.lists(teamId)],
  });
}

const updateReservedIp = (
  teamId: string,
  { id, ...changes }: { id: string; name?: string; anchor_ip?: string | null },
) =>
  callOptional('reservedIps.update', () =>
    call(api().PATCH('/network/reserved_ips/{reserved_ip_id}', teamChange(teamId, { reserved_ip_id: id }, changes))),
  );

/** Rename, attach (`anchor_ip`: an IP of the VM) or detach (`anchor_ip: null`). */
export function useUpdateReservedIp(teamId: string) {
  return useApiMutation({
    mutationFn: (input: { id: string; name?: string; anchor_ip?: string | null }) => updateReservedIp(teamId, input),
    activity: ({ id, name }) => ({
      what: 'Change reserved IP',
      subject: { id, name },
      teamId,
      nameFrom: reservedIpKeys.all(teamId),
    }),
    invalidates: (_result, { id }) => changedWithVms(teamId, id),
  });
}

/** How a reserved IP is named in a batch: its address, and its name when that says more. */
const addressAndName = (reservedIp: ReservedIp) =>
  reservedIp.name && reservedIp.name !== reservedIp.ip_addr
    ? `${reservedIp.ip_addr} (${reservedIp.name})`
    : reservedIp.ip_addr;

/**
 * Releasing several reserved IPs (useBatch): one DELETE each, which detaches an attached one first;
 * one already gone counts as released. A VM's primary address is refused (`UNABLE_TO_DETACH_PRIMARY_IP`).
 */
export const reservedIpDeletes = (teamId: string): BatchAction<ReservedIp> => ({
  what: (count) => `Delete ${count} reserved ${count === 1 ? 'IP' : 'IPs'}`,
  teamId,
  keyOf: (reservedIp) => reservedIp.id,
  nameOf: addressAndName,
  send: (reservedIp) => deleteReservedIp(teamId, reservedIp.id),
  removes: (reservedIp) => reservedIpKeys.detail(teamId, reservedIp.id),
  invalidates: changedWithVms(teamId),
  goneIsDone: true,
  idempotent: true,
});

/**
 * Detaching several (useBatch): a PATCH `anchor_ip: null` each (provider facts L14). Sending it again
 * leaves the address detached all the same, so an unanswered one may be retried by hand.
 */
export const reservedIpDetaches = (teamId: string): BatchAction<ReservedIp> => ({
  what: (count) => `Detach ${count} reserved ${count === 1 ? 'IP' : 'IPs'}`,
  teamId,
  keyOf: (reservedIp) => reservedIp.id,
  nameOf: addressAndName,
  send: (reservedIp) => updateReservedIp(teamId, { id: reservedIp.id, anchor_ip: null }),
  invalidates: [reservedIpKeys.all(teamId), vmKeys.all(teamId)],
  idempotent: true,
});
