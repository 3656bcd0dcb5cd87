import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vm } from '../../api/types';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core';
import { emulatorApiPerTest, renderApiHook } from '../../test/emulatorHarness';
import { readVm } from './testVms';
import { useVmFirewallGroupName } from './useVmFirewallGroupName';

/** The emulator answering as the live API: GET /vm/{id} names the group by a number, GET /vm by its id. */
emulatorApiPerTest({ liveApi: true });
const TEAM = DEMO_TEAM_IDS.production;
const UNLISTED = '3b9d6c2e-8f1a-4c5b-9e7d-2a4f6b8c0d1e';
const WAIT = { timeout: 5_000 };

const nameOf = (vm: Vm) => renderApiHook(() => useVmFirewallGroupName(TEAM, vm)).result;

describe('useVmFirewallGroupName (what the delete dialog calls the VM’s firewall group)', () => {
  it('names a group given as a number by its description, as the firewall list does', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    expect(typeof vm.firewall_group_id).toBe('number');
    const result = nameOf(vm);
    await waitFor(() => expect(result.current).toEqual({ name: 'Public web servers' }), WAIT);
  });

  it('names a group given by its id by its description', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    const result = nameOf({ ...vm, firewall_group_id: DEMO_FIREWALL_IDS.web });
    await waitFor(() => expect(result.current).toEqual({ name: 'Public web servers' }), WAIT);
  });

  it('knows no name for a number nothing matches, and no group for a VM without one', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    const unknown = nameOf({ ...vm, id: UNLISTED, firewall_group_id: 4242 });
    await waitFor(() => expect(unknown.current).toEqual({ name: null }), WAIT);
    expect(nameOf({ ...vm, firewall_group_id: null }).current).toBeNull();
  });
});
