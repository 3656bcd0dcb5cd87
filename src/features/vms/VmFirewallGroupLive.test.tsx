import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vm } from '../../api/types';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core';
import { paths } from '../../lib/paths';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderInApp } from '../../test/renderInApp';
import { readVm } from './testVms';
import { VmDetails } from './VmDetails';

/** The emulator answering as the live API: GET /vm/{id} names the group by a number, GET /vm by its id. */
emulatorApiPerTest({ liveApi: true });
const TEAM = DEMO_TEAM_IDS.production;
const UNLISTED = '3b9d6c2e-8f1a-4c5b-9e7d-2a4f6b8c0d1e';

/** The "Firewall group" entry of the details list. */
const groupItem = () => {
  const term = screen.getByText('Firewall group');
  const item = term.closest('div');
  if (!item) throw new Error('no details item');
  return item;
};

const renderGroupOf = (vm: Vm) => renderInApp(<VmDetails teamId={TEAM} vm={vm} onConvert={() => undefined} />);

describe('The VM details’ firewall group against the live API’s shapes', () => {
  it('names the group a single read gave as a number, by the id the VM list gives', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    expect(typeof vm.firewall_group_id).toBe('number');
    renderGroupOf(vm);
    const link = await screen.findByRole('link', { name: 'Public web servers' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', paths.firewallGroup(TEAM, DEMO_FIREWALL_IDS.web));
  });

  it('says the group is not known when nothing matches the number, naming no group', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    renderGroupOf({ ...vm, id: UNLISTED, firewall_group_id: 4242 });
    expect(await screen.findByText(/A group not known here: the API named it only by the number/)).toBeInTheDocument();
    expect(screen.getByText('4242')).toBeInTheDocument();
    expect(within(groupItem()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows None for a VM without a group', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    renderGroupOf({ ...vm, firewall_group_id: null });
    expect(within(groupItem()).getByText('None')).toBeInTheDocument();
  });
});
