import { useQueryClient } from '@tanstack/react-query';
import { catalogueKeys, catalogueQueries } from '../resources/catalogue';
import { api, call } from '../http/client';
import { planRequest, sendPlanned } from '../http/apiRequest';
import { invalidate } from '../cache/invalidate';
import { isoKeys, isoQueries } from '../resources/isos';
import { snapshotKeys, snapshotQueries } from '../resources/snapshots';
import { sshKeyKeys, sshKeyQueries } from '../resources/sshKeys';
import { startupScriptKeys, startupScriptQueries } from '../resources/startupScripts';
import { firewallKeys, firewallQueries } from '../resources/firewalls';
import { useApiMutation } from '../cache/mutation';
import { teamParam, teamQuery } from '../resources/team';
import type { Vm, VmCreate } from '../types';
import { vmKeys } from './vms';
import { vpcKeys, vpcQueries } from '../resources/vpcs';

/** What POST /vm is sent, without the team (the hook adds it). */
export type DeployBody = Omit<VmCreate, 'team_id'>;

/** The new VM's id, or null when the server answered 201 without saying which VM it made. */
export interface Deployed {
  vmId: string | null;
}

/** How hard to look for a VM the answer did not name: lists read after the deploy, and the wait between them. */
export interface FindTiming {
  attempts: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const FIND_NEW_VM: FindTiming = { attempts: 5, delayMs: 1_500 };

const asId = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/**
 * The id in a 201's body, if it has one: the documents give none, and clients of the live service
 * found it as `id`, `vm_id` or `vm.id`.
 */
export function createdVmId(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const nested = record.vm && typeof record.vm === 'object' ? (record.vm as Record<string, unknown>).id : undefined;
  return asId(record.id) ?? asId(record.vm_id) ?? asId(nested);
}

/** What telling a new VM apart needs of a listed one. */
type ListedVm = Pick<Vm, 'id' | 'name'> & { created_at?: string | undefined };

const createdAt = (vm: ListedVm): number => {
  const time = vm.created_at ? Date.parse(vm.created_at) : NaN;
  return Number.isNaN(time) ? -Infinity : time;
};

/**
 * The VM a body-less deploy made: one named `name` that was not in the list before, the newest if
 * several are (the same name deployed twice at once); later in the list wins a tie.
 */
export function newVmIn<T extends ListedVm>(
  vms: readonly T[],
  before: ReadonlySet<string>,
  name: string,
): T | undefined {
  let found: T | undefined;
  for (const vm of vms) {
    if (vm.name !== name || before.has(vm.id)) continue;
    if (!found || createdAt(vm) >= createdAt(found)) found = vm;
  }
  return found;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const listVms = (teamId: string) => call(api().GET('/vm', teamQuery(teamId)));

/** The ids listed now, or null when the list cannot be read (a server without GET /vm). */
async function vmIdsNow(teamId: string): Promise<Set<string> | null> {
  try {
    return new Set((await listVms(teamId)).map((vm) => vm.id));
  } catch {
    return null;
  }
}

/** Reads the list until the new VM shows, a few times; null when it does not (or cannot be listed). */
async function findNewVm(
  teamId: string,
  before: ReadonlySet<string>,
  name: string,
  { attempts, delayMs, sleep = wait }: FindTiming,
): Promise<string | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(delayMs);
    try {
      const found = newVmIn(await listVms(teamId), before, name);
      if (found) return found.id;
    } catch {
      return null;
    }
  }
  return null;
}

/** The deploy as a planned request: what is sent, and what the "API request" view shows. */
export const deployRequests = {
  create: (teamId: string, body: DeployBody) => planRequest('post', '/vm', { body: { ...teamParam(teamId), ...body } }),
};

/** POST /vm, then which VM it made: named in the answer, else found by listing before and after. */
export async function deployVm(teamId: string, body: DeployBody, timing: FindTiming = FIND_NEW_VM): Promise<Deployed> {
  const before = await vmIdsNow(teamId);
  const answer: unknown = await sendPlanned(deployRequests.create(teamId, body));
  const named = createdVmId(answer);
  if (named) return { vmId: named };
  if (!before || body.name === undefined) return { vmId: null };
  return { vmId: await findNewVm(teamId, before, body.name, timing) };
}

/** Deploys a VM; the team's VMs, and the groups and VPCs whose counts it changes, are read again. */
export function useDeployVm(teamId: string, timing: FindTiming = FIND_NEW_VM) {
  return useApiMutation({
    mutationFn: (body: DeployBody) => deployVm(teamId, body, timing),
    activity: (body, deployed) => ({
      what: 'Deploy VM',
      subject: { id: deployed?.vmId ?? undefined, name: body.name },
      teamId,
      followsVm: deployed?.vmId ?? undefined,
    }),
    invalidates: () => [vmKeys.all(teamId), firewallKeys.all(teamId), vpcKeys.all(teamId)],
  });
}

/**
 * Rereads everything a deploy names by id, after a 404 said one of them is gone: the form then shows
 * which choice no longer exists.
 */
export function useRefreshDeployChoices(teamId: string) {
  const queryClient = useQueryClient();
  return () =>
    invalidate(
      queryClient,
      catalogueKeys.instanceTypes(),
      catalogueKeys.osTemplates(),
      snapshotKeys.all(),
      isoKeys.all(teamId),
      sshKeyKeys.all(teamId),
      startupScriptKeys.all(teamId),
      vpcKeys.all(teamId),
      firewallKeys.all(teamId),
    );
}

/**
 * The lists a deploy chooses from, as this tab holds them when asked (a list not read yet is
 * undefined): the form checks its choices against them when it is sent. Read from the cache, not
 * subscribed to, so the page is not redrawn by each list's answer (its fields read their own).
 */
export function useDeployChoicesNow(teamId: string) {
  const queryClient = useQueryClient();
  return () => ({
    osTemplates: queryClient.getQueryData(catalogueQueries.osTemplates().queryKey),
    snapshots: queryClient.getQueryData(snapshotQueries.list().queryKey),
    isos: queryClient.getQueryData(isoQueries.list(teamId).queryKey),
    sshKeys: queryClient.getQueryData(sshKeyQueries.list(teamId).queryKey),
    vpcs: queryClient.getQueryData(vpcQueries.list(teamId).queryKey),
    firewallGroups: queryClient.getQueryData(firewallQueries.list(teamId).queryKey),
    startupScripts: queryClient.getQueryData(startupScriptQueries.list(teamId).queryKey),
  });
}
