import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { callOptional } from '../capabilities/capabilities';
import { firewallKeys } from './firewalls';
import type { BatchAction } from '../cache/useBatch';
import { useApiMutation } from '../cache/mutation';
import { teamChange, teamItem, teamParam, teamQuery, teamResourceKeys } from './team';
import type { IpListEntry, IpListRef } from '../types';
import type { IpVersion } from '../../lib/ipVersion';
import { sendEach, type SentValue } from '../../lib/pastedList';
import { planRequest, sendPlanned } from '../http/apiRequest';

/** IP lists are an extension throughout; every call goes through the 'ipLists' capability. */
export const ipListKeys = teamResourceKeys('ip-lists');

const readIpLists = (teamId: string, signal?: AbortSignal) =>
  call(api().GET('/network/ip_lists', teamQuery(teamId, signal)));

export const ipListQueries = {
  /** The lists with the team's limits (`ip_list_limit`, `ip_list_entry_limit`). */
  list: (teamId: string) =>
    queryOptions({
      queryKey: ipListKeys.list(teamId),
      queryFn: ({ signal }) => callOptional('ipLists', () => readIpLists(teamId, signal)),
    }),
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: ipListKeys.detail(teamId, id),
      queryFn: ({ signal }) =>
        callOptional(
          'ipLists',
          async () =>
            (await call(api().GET('/network/ip_lists/{ip_list_id}', teamItem(teamId, { ip_list_id: id }, signal))))
              .ip_list,
          // A bare 404 is a missing list, unless the server has no IP lists at all.
          { collection: { operation: 'ipLists', read: () => readIpLists(teamId) } },
        ),
    }),
};

export const useIpLists = (teamId: string) => useQuery(ipListQueries.list(teamId));
export const useIpList = (teamId: string, id: string) => useQuery(ipListQueries.detail(teamId, id));

/** `type` as the API spells it (`ipv4`/`ipv6`); the server detects it when it is left out. */
export type EntryInput = { value: string; type?: IpVersion };

/** The changes of IP lists and their entries as planned requests: what is sent, and what "API request" shows. */
export const ipListRequests = {
  create: (teamId: string, input: { name: string; description?: string }) =>
    planRequest('post', '/network/ip_lists', { body: { ...teamParam(teamId), ...input } }),
  update: (teamId: string, id: string, changes: { name?: string; description?: string }) =>
    planRequest('patch', '/network/ip_lists/{ip_list_id}', teamChange(teamId, { ip_list_id: id }, changes)),
  delete: (teamId: string, id: string) =>
    planRequest('delete', '/network/ip_lists/{ip_list_id}', teamItem(teamId, { ip_list_id: id })),
  addEntry: (teamId: string, listId: string, input: EntryInput) =>
    planRequest('post', '/network/ip_lists/{ip_list_id}/entries', teamChange(teamId, { ip_list_id: listId }, input)),
  removeEntry: (teamId: string, listId: string, entryId: string) =>
    planRequest(
      'delete',
      '/network/ip_lists/{ip_list_id}/entries/{entry_id}',
      teamItem(teamId, { ip_list_id: listId, entry_id: entryId }),
    ),
};

export function useCreateIpList(teamId: string) {
  return useApiMutation({
    mutationFn: (input: { name: string; description?: string }): Promise<IpListRef> =>
      callOptional('ipLists', async () => (await sendPlanned(ipListRequests.create(teamId, input))).ip_list),
    activity: (input, created) => ({ what: 'Create IP list', subject: { id: created?.id, name: input.name }, teamId }),
    invalidates: () => [ipListKeys.list(teamId)],
    // Refused for a limit the console thought was not reached: lists were made elsewhere, so reread them.
    staleWhenRefused: { codes: ['IP_LIST_LIMIT_REACHED'], invalidates: [ipListKeys.list(teamId)] },
  });
}

export function useUpdateIpList(teamId: string) {
  return useApiMutation({
    mutationFn: ({ id, ...changes }: { id: string; name?: string; description?: string }) =>
      callOptional('ipLists', () => sendPlanned(ipListRequests.update(teamId, id, changes))),
    activity: ({ id, name }) => ({
      what: 'Change IP list',
      subject: { id, name },
      teamId,
      nameFrom: ipListKeys.all(teamId),
    }),
    invalidates: (_result, { id }) => [ipListKeys.list(teamId), ipListKeys.detail(teamId, id)],
  });
}

export function useDeleteIpList(teamId: string) {
  return useApiMutation({
    mutationFn: (id: string) => callOptional('ipLists', () => sendPlanned(ipListRequests.delete(teamId, id))),
    removes: (id) => ipListKeys.detail(teamId, id),
    // Deleting a list also deletes the firewall rules that refer to it.
    activity: (id) => ({ what: 'Delete IP list', subject: { id }, teamId, nameFrom: ipListKeys.all(teamId) }),
    invalidates: () => [ipListKeys.list(teamId), firewallKeys.all(teamId)],
  });
}

function addEntry(teamId: string, listId: string, input: EntryInput): Promise<IpListEntry> {
  return callOptional('ipLists', async () => (await sendPlanned(ipListRequests.addEntry(teamId, listId, input))).entry);
}

export function useAddIpListEntry(teamId: string, listId: string) {
  return useApiMutation({
    mutationFn: (input: EntryInput): Promise<IpListEntry> => addEntry(teamId, listId, input),
    activity: ({ value }) => ({
      what: `Add ${value}`,
      subject: { id: listId },
      teamId,
      nameFrom: ipListKeys.all(teamId),
    }),
    invalidates: () => [ipListKeys.detail(teamId, listId), ipListKeys.list(teamId)],
    // A duplicate or a full list the console did not know of: entries were added elsewhere, so reread them.
    staleWhenRefused: {
      codes: ['DUPLICATE_IP_LIST_ENTRY', 'IP_LIST_ENTRY_LIMIT_REACHED'],
      invalidates: [ipListKeys.detail(teamId, listId), ipListKeys.list(teamId)],
    },
  });
}

const removeIpListEntry = (teamId: string, listId: string, entryId: string) =>
  callOptional('ipLists', () => sendPlanned(ipListRequests.removeEntry(teamId, listId, entryId)));

export function useRemoveIpListEntry(teamId: string, listId: string) {
  return useApiMutation({
    mutationFn: (entryId: string) => removeIpListEntry(teamId, listId, entryId),
    activity: () => ({
      what: 'Remove IP list entry',
      subject: { id: listId },
      teamId,
      nameFrom: ipListKeys.all(teamId),
    }),
    invalidates: () => [ipListKeys.detail(teamId, listId), ipListKeys.list(teamId)],
  });
}

/** Removing several entries of a list (useBatch): one DELETE each; an entry already gone counts as removed. */
export const ipListEntryRemovals = (teamId: string, listId: string): BatchAction<IpListEntry> => ({
  what: (count) => `Remove ${count} IP list ${count === 1 ? 'entry' : 'entries'}`,
  teamId,
  keyOf: (entry) => entry.id,
  nameOf: (entry) => entry.value,
  send: (entry) => removeIpListEntry(teamId, listId, entry.id),
  invalidates: [ipListKeys.detail(teamId, listId), ipListKeys.list(teamId)],
  goneIsDone: true,
  idempotent: true,
});

// ---- Pasted entries: several entries at once, one request each as the API takes one
// value per call, sent one after another; the list is reread once, after the last, whatever failed.

export function useAddIpListEntries(teamId: string, listId: string) {
  return useApiMutation({
    mutationFn: (inputs: readonly EntryInput[]): Promise<SentValue<EntryInput, IpListEntry>[]> =>
      sendEach(inputs, (input) => addEntry(teamId, listId, input)),
    activity: (inputs, sent) => {
      const added = sent?.filter((value) => value.outcome === 'added').length;
      return {
        what:
          added === undefined
            ? `Add ${inputs.length} entries`
            : `Add ${inputs.length} entries (${added} added, ${inputs.length - added} refused)`,
        subject: { id: listId },
        teamId,
        nameFrom: ipListKeys.all(teamId),
      };
    },
    invalidates: () => [ipListKeys.detail(teamId, listId), ipListKeys.list(teamId)],
  });
}
