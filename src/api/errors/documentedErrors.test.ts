// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FIREWALL_IDS, DEMO_IDS, DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS, DEMO_VPC_IDS } from '../../emulator/core';
import { isNotFound, isOperationAbsent } from './errors';
import { useDeleteFirewallGroup } from '../resources/firewalls';
import { useCreateIpList } from '../resources/ipLists';
import { useCreateBucket } from '../resources/objectStorage';
import { createQueryClient } from '../cache/queryClient';
import { useConvertToReservedIp } from '../resources/reservedIps';
import { getToken } from '../session/session';
import { sshKeyQueries } from '../resources/sshKeys';
import { useCreateStartupScript } from '../resources/startupScripts';
import { renderApiHook, setupEmulatorApi } from '../../test/emulatorHarness';
import { useVmAction } from '../vms/vms';
import { useDeleteVpc } from '../resources/vpcs';

/**
 * The client against a server that answers errors only as the provider documents them: a status,
 * and an `{"err"}` code only for reserved IPs. Every failure still reads in plain words chosen from
 * the operation, never a raw status, and nothing depends on a code the documents do not name.
 */
const harness = setupEmulatorApi({ documentedErrorsOnly: true });
const team = DEMO_TEAM_IDS.production;
const WEB_GROUP = DEMO_FIREWALL_IDS.web;
const PROD_AMS_VPC = DEMO_VPC_IDS.productionAms;
const SERVICE = DEMO_IDS.assetsService;
const WEB1_SECOND_ADDRESS = '192.0.2.250';

beforeAll(() => harness.start());
beforeEach(() => harness.reset());
afterAll(() => harness.stop());

async function failureOf(run: () => Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const error = (await run().then(
    () => {
      throw new Error('the call succeeded');
    },
    (caught: unknown) => caught,
  )) as { status: number; code: string; message: string };
  expect(error.message).not.toMatch(/\b(HTTP_)?[45]\d\d\b/);
  return error;
}

describe('errors as the provider documents them', () => {
  it('a convert of an address that is no VM’s primary IP: a code-less 404 in plain words', async () => {
    const { result } = renderApiHook(() => useConvertToReservedIp(team));
    const error = await failureOf(() => result.current.mutateAsync({ ip_address: WEB1_SECOND_ADDRESS }));
    expect(error).toMatchObject({ status: 404, code: 'HTTP_404' });
    expect(error.message).toBe(
      'That address is not the primary IP of an active VM in this team, or it is already reserved.',
    );
  });

  it('the 11th startup script: a code-less 400 that names the limit among the reasons', async () => {
    const { result } = renderApiHook(() => useCreateStartupScript(team));
    const error = await failureOf(async () => {
      for (let index = 0; index < 11; index += 1)
        await result.current.mutateAsync({ name: `script ${index}`, content: 'echo hi' });
    });
    expect(error).toMatchObject({ status: 400, code: 'HTTP_400' });
    expect(error.message).toMatch(/at most 10 scripts/);
  });

  it('a firewall group VMs use, a VPC VMs are attached to, a duplicate IP list and bucket', async () => {
    const group = await failureOf(() =>
      renderApiHook(() => useDeleteFirewallGroup(team)).result.current.mutateAsync(WEB_GROUP),
    );
    expect(group).toMatchObject({
      status: 400,
      message: 'VMs still use this firewall group. Move them to another group, then delete it.',
    });

    const vpc = await failureOf(() => renderApiHook(() => useDeleteVpc(team)).result.current.mutateAsync(PROD_AMS_VPC));
    expect(vpc).toMatchObject({
      status: 403,
      message:
        'VMs are still attached to this VPC, and the API cannot detach a VM from a VPC: delete those VMs first, then the VPC.',
    });

    const list = await failureOf(() =>
      renderApiHook(() => useCreateIpList(team)).result.current.mutateAsync({ name: 'office' }),
    );
    expect(list).toMatchObject({ status: 400, code: 'HTTP_400' });
    expect(list.message).toMatch(/needs a name no other list of this team uses/);

    const bucket = await failureOf(() =>
      renderApiHook(() => useCreateBucket(team, SERVICE)).result.current.mutateAsync({
        bucket_name: 'acme-static-assets',
        versioning: false,
        object_lock: false,
      }),
    );
    expect(bucket).toMatchObject({ status: 400, code: 'HTTP_400' });
    expect(bucket.message).toMatch(/a bucket with this name already exists/);
  });

  it('a snapshot without a name is a code-less 400', async () => {
    const { result } = renderApiHook(() => useVmAction(team, DEMO_VM_IDS.web1));
    const error = await failureOf(() => result.current.mutateAsync({ action: 'snapshot', name: '' }));
    expect(error).toMatchObject({
      status: 400,
      code: 'HTTP_400',
      message: 'The snapshot was refused. Give it a name.',
    });
  });

  it('a reserved-IP code the documents name still arrives, with its status', async () => {
    const { result } = renderApiHook(() => useConvertToReservedIp(team));
    const error = await failureOf(() => result.current.mutateAsync({ ip_address: '192.0.2.11', name: 'x'.repeat(65) }));
    expect(error).toMatchObject({ status: 400, code: 'IP_NAME_TOO_LONG' });
  });

  it('a foreign team is a bare 401: the token still works, so the session stays and the words say why', async () => {
    const error = await failureOf(() =>
      createQueryClient().fetchQuery(sshKeyQueries.list('00000000-0000-4000-8000-000000000000')),
    );
    expect(error).toMatchObject({ status: 401, code: 'HTTP_401' });
    expect(error.message).toMatch(/^You do not have permission to see SSH keys in this team\./);
    expect(getToken()).toBe(DEMO_TOKEN);
  });

  it('a bare 404 on an item is a missing item, not an absent feature', async () => {
    const error = await createQueryClient()
      .fetchQuery(sshKeyQueries.detail(team, '00000000-0000-4000-8000-000000000000'))
      .catch((caught: unknown) => caught);
    expect(isNotFound(error)).toBe(true);
    expect(isOperationAbsent(error)).toBe(false);
    await expect(createQueryClient().fetchQuery(sshKeyQueries.list(team))).resolves.toBeInstanceOf(Array);
  });
});
