import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api as client, call } from '../../api/http/client';
import { createQueryClient } from '../../api/cache/queryClient';
import type { Vm } from '../../api/types';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core';
import { setupEmulatorApi } from '../../test/emulatorHarness';
import { VmDetails } from './VmDetails';

const api = setupEmulatorApi();
const TEAM = DEMO_TEAM_IDS.production;

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => api.reset());
afterEach(cleanup);

const readVm = (id: string): Promise<Vm> =>
  call(client().GET('/vm/{vm_id}', { params: { path: { vm_id: id }, query: { team_id: TEAM } } }));

/** The details entry for a term, e.g. "IPv6". */
const itemOf = (term: string) => {
  const item = screen.getByText(term, { selector: 'dt' }).closest('div');
  if (!item) throw new Error(`no details item ${term}`);
  return item;
};

function renderDetails(vm: Vm) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <VmDetails teamId={TEAM} vm={vm} onConvert={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('VmDetails IPv6', () => {
  it('says None for a VM without IPv6, with nothing to copy', async () => {
    const vm = await readVm(DEMO_VM_IDS.web1);
    renderDetails({ ...vm, main_ipv6: '' });
    expect(within(itemOf('IPv6')).getByText('None')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy IPv6' })).toBeNull();
  });

  it('shows a VM’s IPv6 with its copy button', async () => {
    const vm = await readVm(DEMO_VM_IDS.web1);
    renderDetails({ ...vm, main_ipv6: '2001:db8::10' });
    expect(within(itemOf('IPv6')).getByText('2001:db8::10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy IPv6' })).toBeInTheDocument();
  });
});
