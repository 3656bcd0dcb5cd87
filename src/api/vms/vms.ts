import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { knownName } from '../cache/knownName';
import { rememberBootChange } from './bootSettings';
import { vmChangeWords, type ChangeNames } from './vmChangeWords';
import { rememberPower } from './powerMemory';
import { catalogueKeys } from '../resources/catalogue';
import { api, call } from '../http/client';
import { planRequest, sendPlanned, type PlannedRequest } from '../http/apiRequest';
import { callOptional } from '../capabilities/capabilities';
import { readStreamedList, useListQuery, type JsonAnswer } from '../cache/streamedList';
import { firewallKeys } from '../resources/firewallKeys';
import { useApiMutation } from '../cache/mutation';
import { pollWhile } from '../cache/polling';
import { rememberTakenSnapshot, snapshotKeys } from '../resources/snapshots';
import { teamChange, teamItem, teamParam, teamQuery, teamResourceKeys } from '../resources/team';
import type { ConsoleSession, Vm, VmChange, VmUpdate } from '../types';

const vmResource = teamResourceKeys('vms');
export const vmKeys = {
  ...vmResource,
  backups: (teamId: string, id: string) => [...vmResource.detail(teamId, id), 'backups'] as const,
};

const readVms = (teamId: string) => call(api().GET('/vm', teamQuery(teamId)));

/** Statuses the provider moves out of by itself; `taking_snapshot` is read like the API's `taking_snaphot`. */
const TRANSITIONAL_STATUSES = new Set([
  'building',
  'taking_snaphot',
  'taking_snapshot',
  'restoring',
  'terminating',
  'migrating',
]);

/**
 * Whether the VM is still changing, so its reads poll: an action runs (`active_action_id` set; the
 * live API may leave the field out, which means none) or its status is transitional.
 */
export function vmIsChanging(vm: { active_action_id?: string | null; status?: string }): boolean {
  return (
    (vm.active_action_id !== undefined && vm.active_action_id !== null) || TRANSITIONAL_STATUSES.has(vm.status ?? '')
  );
}

export const vmQueries = {
  list: (teamId: string) =>
    queryOptions({
      queryKey: vmKeys.list(teamId),
      queryFn: (context) =>
        callOptional('vms.list', () => {
          const read = api().GET('/vm', { ...teamQuery(teamId, context.signal), parseAs: 'stream' });
          return readStreamedList<JsonAnswer<'/vm'>>(context, read, null);
        }),
      refetchInterval: pollWhile((vms: Vm[] | undefined) => vms?.some(vmIsChanging) ?? false),
    }),
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: vmKeys.detail(teamId, id),
      queryFn: ({ signal }) =>
        callOptional(
          'vms.read',
          () => call(api().GET('/vm/{vm_id}', teamItem(teamId, { vm_id: id }, signal))),
          // A server without GET /vm has no /vm/{vm_id} path to answer 405 on: its bare 404 is told apart by the list.
          { collection: { operation: 'vms.list', read: () => readVms(teamId) } },
        ),
      refetchInterval: pollWhile((vm: Vm | undefined) => (vm ? vmIsChanging(vm) : false)),
    }),
  backups: (teamId: string, id: string) =>
    queryOptions({
      queryKey: vmKeys.backups(teamId, id),
      queryFn: ({ signal }) =>
        callOptional('vms.backups', () =>
          call(api().GET('/vm/{vm_id}/backups', teamItem(teamId, { vm_id: id }, signal))),
        ),
    }),
};

export const useVms = (teamId: string) => useQuery(vmQueries.list(teamId));
/** The list page's read: the VMs received so far while the answer arrives (streamedList.ts). */
export const useVmList = (teamId: string) => useListQuery(vmQueries.list(teamId));

/**
 * One fact drawn from the team's VMs (`select`): the component is redrawn when that fact changes, not
 * at every answer of a list that polls while a VM changes. `select` must be stable (module level).
 * `enabled: false` holds the read back (a page whose own list comes first).
 */
export const useVmsFact = <T>(teamId: string, select: (vms: Vm[]) => T, enabled = true) =>
  useQuery({ ...vmQueries.list(teamId), select, enabled });
export const useVm = (teamId: string, id: string) => useQuery(vmQueries.detail(teamId, id));

/** The Activity panel's subject for a change of one VM, followed until the VM says it finished. */
function aboutVm(teamId: string, vmId: string) {
  return { subject: { id: vmId }, teamId, followsVm: vmId, nameFrom: vmKeys.all(teamId) };
}

export const VM_ACTION_WORDS: Record<VmActionInput['action'], string> = {
  stop: 'Stop',
  reboot: 'Reboot',
  snapshot: 'Take snapshot',
  'enable-bgp': 'Enable BGP',
  'disable-bgp': 'Disable BGP',
};

function vmActionWords(input: VmActionInput): string {
  const words = VM_ACTION_WORDS[input.action];
  return 'force_stop' in input && input.force_stop === true ? `Force ${words.toLowerCase()}` : words;
}

/** The names a change's ids stand for, as this console's cached reads know them (see vmChangeWords.ts). */
function cachedNames(queryClient: QueryClient, teamId: string): ChangeNames {
  return {
    osTemplate: (id) => {
      const templates = queryClient.getQueryData<unknown>(catalogueKeys.osTemplates());
      const found = Array.isArray(templates)
        ? (templates as { id?: unknown; name?: unknown }[]).find((template) => template.id === id)
        : undefined;
      return typeof found?.name === 'string' && found.name.trim() !== '' ? found.name : null;
    },
    firewallGroup: (id) => knownName(queryClient, firewallKeys.all(teamId), id) ?? null,
  };
}

export type VmActionInput =
  | { action: 'stop' | 'reboot'; force_stop?: boolean }
  | { action: 'snapshot'; name: string; desc?: string }
  | { action: 'enable-bgp' | 'disable-bgp' };

/** The path ids and `team_id` (in the body) of a change to one VM. */
const vmChange = <const TBody extends object>(teamId: string, vmId: string, body: TBody) =>
  teamChange(teamId, { vm_id: vmId }, body);

/**
 * The changes of one VM as planned requests: what is sent, and what the "API request" view shows.
 * `team_id` goes in the body of a POST or PATCH and in the query of the DELETE, left out for the default team.
 */
export const vmRequests = {
  /** Endpoint 17: one path per action; `force_stop` and a snapshot's `desc` only when given. */
  action: (teamId: string, vmId: string, input: VmActionInput) => {
    switch (input.action) {
      case 'stop':
      case 'reboot': {
        const { action, ...body } = input;
        return action === 'stop'
          ? planRequest('post', '/vm/{vm_id}/stop', vmChange(teamId, vmId, body))
          : planRequest('post', '/vm/{vm_id}/reboot', vmChange(teamId, vmId, body));
      }
      case 'snapshot': {
        const { action: _snapshot, ...body } = input;
        return planRequest('post', '/vm/{vm_id}/snapshot', vmChange(teamId, vmId, body));
      }
      case 'enable-bgp':
        return planRequest('post', '/vm/{vm_id}/enable-bgp', vmChange(teamId, vmId, {}));
      case 'disable-bgp':
        return planRequest('post', '/vm/{vm_id}/disable-bgp', vmChange(teamId, vmId, {}));
    }
  },
  change: (teamId: string, vmId: string, change: VmChange) =>
    planRequest('patch', '/vm/{vm_id}', {
      params: { path: { vm_id: vmId } },
      body: { ...teamParam(teamId), ...change } as VmUpdate,
    }),
  remove: (teamId: string, vmId: string) =>
    planRequest('delete', '/vm/{vm_id}', { params: { path: { vm_id: vmId }, query: teamParam(teamId) } }),
  restore: (teamId: string, vmId: string, input: VmRestoreInput) =>
    input.from === 'snapshot'
      ? planRequest('post', '/vm/{vm_id}/restore-snapshot', vmChange(teamId, vmId, { snapshot_id: input.snapshotId }))
      : planRequest('post', '/vm/{vm_id}/restore-backup', vmChange(teamId, vmId, { backup_id: input.backupId })),
  measuredBoot: (teamId: string, vmId: string, input: MeasuredBootInput) =>
    'attach' in input
      ? planRequest('post', '/vm/{vm_id}/attach-measured-boot', vmChange(teamId, vmId, { uki_image_id: input.attach }))
      : planRequest('post', '/vm/{vm_id}/detach-measured-boot', vmChange(teamId, vmId, {})),
};

/**
 * Sends the plan a `vmRequests` choice made, whichever path it took: each was typed by planRequest for its
 * own path, which TypeScript cannot carry through a union; the answers differ per path and are read loosely.
 */
const sendOneOf = (planned: { method: 'post'; path: string; init: unknown }): Promise<unknown> =>
  sendPlanned(planned as PlannedRequest<'post'>);

/**
 * Endpoint 17, one path per action. The answer differs per action and per server revision: `204`, or
 * `202 {audit_log_id}` (stop, reboot), `201 {snapshot_id}` (snapshot), `200` (BGP).
 */
export function useVmAction(teamId: string, vmId: string) {
  return useApiMutation({
    mutationFn: (input: VmActionInput): Promise<unknown> => sendVmAction(teamId, vmId, input),
    onSuccess: (result, input) => rememberVmAction(teamId, vmId, input, result),
    activity: (input) => ({ what: vmActionWords(input), ...aboutVm(teamId, vmId) }),
    invalidates: (_result, { action }) => [
      vmKeys.detail(teamId, vmId),
      vmKeys.list(teamId),
      ...(action === 'snapshot' ? [snapshotKeys.all()] : []),
    ],
  });
}

/** One action of endpoint 17, sent to one VM: the planned request its dialog shows. */
export function sendVmAction(teamId: string, vmId: string, input: VmActionInput): Promise<unknown> {
  return sendOneOf(vmRequests.action(teamId, vmId, input));
}

export function rememberVmAction(teamId: string, vmId: string, { action }: VmActionInput, result: unknown): void {
  if (action === 'stop' || action === 'reboot') {
    rememberPower(vmId, {
      state: action === 'stop' ? 'off' : 'on',
      source: { kind: 'action', action },
      at: Date.now(),
    });
  }
  const snapshotId = action === 'snapshot' ? snapshotIdOf(result) : null;
  if (snapshotId) rememberTakenSnapshot(teamId, snapshotId, vmId);
}

/** The snapshot id of an endpoint-17 snapshot answer (`{snapshot_id}`), if it has one. */
export function snapshotIdOf(result: unknown): string | null {
  if (!result || typeof result !== 'object' || !('snapshot_id' in result)) return null;
  const id = (result as { snapshot_id: unknown }).snapshot_id;
  return typeof id === 'string' ? id : null;
}

/**
 * Endpoint 18: one single-use console session, valid 30 s. Never cached: every open and
 * every reconnect needs a fresh one.
 */
export function createConsoleSession(teamId: string, vmId: string, signal?: AbortSignal): Promise<ConsoleSession> {
  return call(
    api().POST('/vm/{vm_id}/vnc', {
      params: { path: { vm_id: vmId } },
      body: { ...teamParam(teamId) },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** PATCH /vm/{vm_id} with one setting: 202 and no body; the VM's `active_action_id` is set until it is applied. */
function changeVm(teamId: string, vmId: string, change: VmChange): Promise<unknown> {
  return sendPlanned(vmRequests.change(teamId, vmId, change));
}

/** Whether a change moves the VM in or out of a firewall group (so the groups' VM counts change). */
const changesFirewall = (change: VmChange) => 'firewall_group_id' in change || 'disable_firewall' in change;

export function useChangeVm(teamId: string, vmId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (change: VmChange) => changeVm(teamId, vmId, change),
    activity: (change) => ({ what: vmChangeWords(change, cachedNames(queryClient, teamId)), ...aboutVm(teamId, vmId) }),
    onSuccess: (_result, change) => rememberBootChange(teamId, vmId, change),
    invalidates: (_result, change) => [
      vmKeys.detail(teamId, vmId),
      vmKeys.list(teamId),
      ...(changesFirewall(change) ? [firewallKeys.all(teamId)] : []),
    ],
  });
}

const sameChange = (a: VmChange, b: VmChange | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** One VM's answer to a PATCH sent to several VMs: refused ones keep their error. */
export type VmChangeResult = { vmId: string; change: VmChange } & (
  { ok: true; acceptedAt: number } | { ok: false; error: unknown }
);

/**
 * A setting for several VMs (a firewall group applied from its page): one PATCH per VM, one at a time
 * (the provider answers bursts with 503), each VM's answer kept; never rejects.
 */
export function useChangeVms(teamId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (requests: readonly { vmId: string; change: VmChange }[]) => {
      const results: VmChangeResult[] = [];
      for (const { vmId, change } of requests) {
        try {
          await changeVm(teamId, vmId, change);
          results.push({ vmId, change, ok: true, acceptedAt: Date.now() });
        } catch (error) {
          results.push({ vmId, change, ok: false, error });
        }
      }
      return results;
    },
    activity: (requests, results) => {
      const refused = results?.filter((result) => !result.ok).length ?? 0;
      const first = requests[0];
      const words = first ? vmChangeWords(first.change, cachedNames(queryClient, teamId)) : 'Change settings';
      const same = requests.every((request) => sameChange(request.change, first?.change));
      return {
        what: `${same ? words : 'Firewall groups'} · ${requests.length === 1 ? '1 VM' : `${requests.length} VMs`}`,
        teamId,
        ...(refused > 0 ? { refusal: `${refused} of ${requests.length} refused the change.` } : {}),
      };
    },
    invalidates: () => [vmKeys.all(teamId), firewallKeys.all(teamId)],
  });
}

/**
 * DELETE /vm/{vm_id} (204). The VM shows `terminating` until it leaves the list. Its backups go, and
 * its reserved IP, VPC and firewall memberships change, so everything of the team is reread.
 */
export const deleteVm = (teamId: string, vmId: string) => sendPlanned(vmRequests.remove(teamId, vmId));

export function useDeleteVm(teamId: string) {
  return useApiMutation({
    mutationFn: (vmId: string) => deleteVm(teamId, vmId),
    activity: (vmId) => ({ what: 'Delete VM', ...aboutVm(teamId, vmId) }),
    removes: (vmId) => vmKeys.backups(teamId, vmId),
    invalidates: () => [['team', teamId], catalogueKeys.backups()],
  });
}

export type VmRestoreInput = { from: 'snapshot'; snapshotId: string } | { from: 'backup'; backupId: string };

/** Restore the VM's disk from a snapshot or one of its backups: 202, then `restoring` until done. */
export function useRestoreVm(teamId: string, vmId: string) {
  return useApiMutation({
    mutationFn: (input: VmRestoreInput) => sendOneOf(vmRequests.restore(teamId, vmId, input)),
    activity: ({ from }) => ({ what: `Restore from ${from}`, ...aboutVm(teamId, vmId) }),
    invalidates: () => [vmKeys.detail(teamId, vmId), vmKeys.list(teamId)],
  });
}

export type MeasuredBootInput = { attach: string } | { detach: true };

/** Boot the VM from an uploaded UKI image, or stop doing so: 202, and the VM power-cycles. */
export function useMeasuredBoot(teamId: string, vmId: string) {
  return useApiMutation({
    mutationFn: (input: MeasuredBootInput) => sendOneOf(vmRequests.measuredBoot(teamId, vmId, input)),
    onSuccess: (_result, input) =>
      rememberBootChange(teamId, vmId, 'attach' in input ? { attachImage: input.attach } : { detachImage: true }),
    activity: (input) => ({
      what: 'attach' in input ? 'Attach measured-boot image' : 'Detach measured-boot image',
      ...aboutVm(teamId, vmId),
    }),
    invalidates: () => [vmKeys.detail(teamId, vmId), vmKeys.list(teamId)],
  });
}
