// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS, DEMO_VPC_IDS } from '../../emulator/core';
import { NEW_VM } from '../../emulator/core/__tests__/harness';
import { knownVms } from '../../features/vms/vmRows';
import { API_BASE, renderApiHook, setupEmulatorApi } from '../../test/emulatorHarness';
import { deployVm } from '../vms/deploy';
import { useCreateFirewallRule, useFirewallRules } from './firewalls';
import { useVpcsWithAttachedVms } from './vpcs';

/** The console's reads against the emulator answering as the live API (see docs/emulator.md, `--live-api`). */
const harness = setupEmulatorApi({ liveApi: true });
const TEAM = DEMO_TEAM_IDS.production;

beforeAll(() => harness.start());
beforeEach(() => harness.reset());
afterAll(() => harness.stop());

describe('the console against the live API’s shapes', () => {
  it('adds a firewall rule whose create answer has subnet_size as a string, and lists it with its prefix', async () => {
    const { result } = renderApiHook(() => ({
      create: useCreateFirewallRule(TEAM, DEMO_FIREWALL_IDS.web),
      rules: useFirewallRules(TEAM, DEMO_FIREWALL_IDS.web),
    }));
    const created = await result.current.create.mutateAsync({
      protocol: 'tcp',
      port: '8443',
      subnet: '198.51.100.0',
      subnet_size: '24',
      desc: 'admin',
    });
    expect(created.subnet_size).toBe('24');
    await waitFor(() => expect(result.current.rules.data?.some((rule) => rule.id === created.id)).toBe(true));
    const listed = result.current.rules.data?.find((rule) => rule.id === created.id);
    expect(`${listed?.subnet}/${String(listed?.subnet_size)}`).toBe('198.51.100.0/24');
  });

  it('reads the VPCs a VM is attached to from the single reads when the list carries no attached_vms', async () => {
    const { result } = renderApiHook(() => useVpcsWithAttachedVms(TEAM));
    await waitFor(() => expect(result.current.data).toBeDefined());
    const listRead = harness.requests.find((request) => request.path === '/network/vpcs');
    expect(listRead).toBeDefined();
    expect(harness.requests.some((request) => request.path === `/network/vpcs/${DEMO_VPC_IDS.productionAms}`)).toBe(
      true,
    );
    const web1 = knownVms({ vpcs: result.current.data }, TEAM).get(DEMO_VM_IDS.web1);
    expect(web1?.vpcs.map((vpc) => vpc.id)).toContain(DEMO_VPC_IDS.productionAms);
    expect(result.current.unknown).toBe(0);
  });

  it('counts a VPC whose single read fails as not known, leaving it out rather than claiming it has no VMs', async () => {
    harness.server.use(
      http.get(`${API_BASE}/network/vpcs/${DEMO_VPC_IDS.productionAms}`, () => new HttpResponse(null, { status: 403 })),
    );
    const { result } = renderApiHook(() => useVpcsWithAttachedVms(TEAM));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.unknown).toBe(1);
    expect(result.current.data?.some((vpc) => vpc.id === DEMO_VPC_IDS.productionAms)).toBe(false);
  });

  it('takes the new VM from a deploy answer that carries it, without looking for it in the list', async () => {
    const deployed = await deployVm(TEAM, { ...NEW_VM, name: 'live-1' }, { attempts: 1, delayMs: 0 });
    expect(deployed.vmId).toMatch(/^[0-9a-f-]{36}$/);
    const post = harness.requests.findIndex((request) => request.method === 'POST' && request.path === '/vm');
    expect(harness.requests.slice(post + 1).filter((request) => request.path === '/vm')).toEqual([]);
  });
});
