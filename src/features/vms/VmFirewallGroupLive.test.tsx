import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api as client, call } from '../../api/http/client';
import { createQueryClient } from '../../api/cache/queryClient';
import type { Vm } from '../../api/types';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core';
import { paths } from '../../lib/paths';
import { setupEmulatorApi } from '../../test/emulatorHarness';
import { VmDetails } from './VmDetails';

/** The emulator answering as the live API: GET /vm/{id} names the group by a number, GET /vm by its id. */
const api = setupEmulatorApi({ liveApi: true });
const TEAM = DEMO_TEAM_IDS.production;
const UNLISTED = '3b9d6c2e-8f1a-4c5b-9e7d-2a4f6b8c0d1e';

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => api.reset());
afterEach(cleanup);

const readVm = (id: string): Promise<Vm> =>
  call(client().GET('/vm/{vm_id}', { params: { path: { vm_id: id }, query: { team_id: TEAM } } }));

/** The "Firewall group" entry of the details list. */
const groupItem = () => {
  const term = screen.getByText('Firewall group');
  const item = term.closest('div');
  if (!item) throw new Error('no details item');
  return item;
};

function renderGroupOf(vm: Vm) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <VmDetails teamId={TEAM} vm={vm} onConvert={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('The VM details’ firewall group against the live API’s shapes', () => {
  it('names the group a single read gave as a number, by the id the VM list gives', async () => {
    const vm = await readVm(DEMO_VM_IDS.web1);
    expect(typeof vm.firewall_group_id).toBe('number');
    renderGroupOf(vm);
    const link = await screen.findByRole('link', { name: 'Public web servers' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', paths.firewallGroup(TEAM, DEMO_FIREWALL_IDS.web));
  });

  it('says the group is not known when nothing matches the number, naming no group', async () => {
    const vm = await readVm(DEMO_VM_IDS.web1);
    renderGroupOf({ ...vm, id: UNLISTED, firewall_group_id: 4242 });
    expect(await screen.findByText(/A group not known here: the API named it only by the number/)).toBeInTheDocument();
    expect(screen.getByText('4242')).toBeInTheDocument();
    expect(within(groupItem()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows None for a VM without a group', async () => {
    const vm = await readVm(DEMO_VM_IDS.web1);
    renderGroupOf({ ...vm, firewall_group_id: null });
    expect(within(groupItem()).getByText('None')).toBeInTheDocument();
  });
});
