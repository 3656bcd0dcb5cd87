import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { callOptional } from '../capabilities/capabilities';
import { readStreamedList, useListQuery, type JsonAnswer } from '../cache/streamedList';
import { useApiMutation } from '../cache/mutation';
import type { BatchAction } from '../cache/useBatch';
import { requiredTeamParam, teamItem, teamQuery, teamResourceKeys } from './team';
import type { SshKey, SshKeyCreate } from '../types';
import { sendEach } from '../../lib/pastedList';
import { planRequest, sendPlanned } from '../http/apiRequest';

export const sshKeyKeys = teamResourceKeys('ssh-keys');

export const sshKeyQueries = {
  list: (teamId: string) =>
    queryOptions({
      queryKey: sshKeyKeys.list(teamId),
      queryFn: async (context) => {
        const read = api().GET('/ssh_keys', { ...teamQuery(teamId, context.signal), parseAs: 'stream' });
        return (await readStreamedList<JsonAnswer<'/ssh_keys'>>(context, read, 'ssh_keys')).ssh_keys;
      },
    }),
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: sshKeyKeys.detail(teamId, id),
      queryFn: ({ signal }) =>
        callOptional('sshKeys.read', async () => {
          const data = await call(api().GET('/ssh_keys/{ssh_key_id}', teamItem(teamId, { ssh_key_id: id }, signal)));
          return data.ssh_key;
        }),
    }),
};

/** The changes of SSH keys as planned requests: what is sent, and what the "API request" view shows. */
export const sshKeyRequests = {
  create: (teamId: string, input: { name: string; ssh_key: string }) =>
    // The contract requires team_id: in default-team mode it is "" (see requiredTeamParam).
    planRequest('post', '/ssh_keys', { body: { ...requiredTeamParam(teamId), ...input } satisfies SshKeyCreate }),
  /** The body is always whole: see useUpdateSshKey. */
  update: (teamId: string, id: string, input: { name: string; ssh_key: string }) =>
    planRequest('patch', '/ssh_keys/{ssh_key_id}', {
      params: { path: { ssh_key_id: id } },
      body: { ...requiredTeamParam(teamId), ...input },
    }),
  delete: (teamId: string, id: string) =>
    planRequest('delete', '/ssh_keys/{ssh_key_id}', teamItem(teamId, { ssh_key_id: id })),
};

export const useSshKeys = (teamId: string) => useQuery(sshKeyQueries.list(teamId));
/** The list page's read: the keys received so far while the answer arrives (streamedList.ts). */
export const useSshKeyList = (teamId: string) => useListQuery(sshKeyQueries.list(teamId));

export function useCreateSshKey(teamId: string) {
  return useApiMutation({
    mutationFn: async (input: { name: string; ssh_key: string }): Promise<SshKey> =>
      (await sendPlanned(sshKeyRequests.create(teamId, input))).ssh_key,
    caches: (created) => sshKeyKeys.detail(teamId, created.id),
    activity: (input, created) => ({ what: 'Add SSH key', subject: { id: created?.id, name: input.name }, teamId }),
    invalidates: () => [sshKeyKeys.list(teamId)],
  });
}

/**
 * Several keys from one paste: one request per key (the API takes one), each with its own outcome,
 * and the team's keys reread once after the last.
 */
export function useCreateSshKeys(teamId: string) {
  return useApiMutation({
    mutationFn: (inputs: readonly { name: string; ssh_key: string }[]) =>
      sendEach(
        inputs,
        async (input): Promise<SshKey> => (await sendPlanned(sshKeyRequests.create(teamId, input))).ssh_key,
      ),
    activity: () => ({ what: 'Add SSH keys', teamId }),
    invalidates: () => [sshKeyKeys.list(teamId)],
  });
}

/**
 * The PATCH body is always whole: the API requires `team_id`, `name` and `ssh_key` together, whatever
 * changed. In default-team mode the console knows no team id and sends `team_id: ""`, which the
 * server reads as the caller's default team (see requiredTeamParam).
 */
export function useUpdateSshKey(teamId: string) {
  return useApiMutation({
    mutationFn: async ({ id, name, ssh_key }: { id: string; name: string; ssh_key: string }): Promise<void> => {
      await sendPlanned(sshKeyRequests.update(teamId, id, { name, ssh_key }));
    },
    activity: ({ id, name }) => ({ what: 'Change SSH key', subject: { id, name }, teamId }),
    invalidates: (_result, { id }) => [sshKeyKeys.list(teamId), sshKeyKeys.detail(teamId, id)],
  });
}

const deleteSshKey = (teamId: string, id: string) =>
  callOptional('sshKeys.delete', () => sendPlanned(sshKeyRequests.delete(teamId, id)));

export function useDeleteSshKey(teamId: string) {
  return useApiMutation({
    mutationFn: (id: string) => deleteSshKey(teamId, id),
    removes: (id) => sshKeyKeys.detail(teamId, id),
    activity: (id) => ({ what: 'Delete SSH key', subject: { id }, teamId, nameFrom: sshKeyKeys.all(teamId) }),
    invalidates: () => [sshKeyKeys.list(teamId)],
  });
}

/** Deleting several keys (useBatch): one DELETE each; a key already gone counts as deleted. */
export const sshKeyDeletes = (teamId: string): BatchAction<SshKey> => ({
  what: (count) => `Delete ${count} SSH ${count === 1 ? 'key' : 'keys'}`,
  teamId,
  keyOf: (key) => key.id,
  nameOf: (key) => key.name,
  send: (key) => deleteSshKey(teamId, key.id),
  removes: (key) => sshKeyKeys.detail(teamId, key.id),
  invalidates: [sshKeyKeys.list(teamId)],
  goneIsDone: true,
  idempotent: true,
});
