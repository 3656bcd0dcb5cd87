import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPower } from '../../api/vms/powerMemory';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderRoutes } from '../../test/renderInApp';
import { VmDetailPage } from './VmDetailPage';
import { VmsPage } from './VmsPage';

emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const SLOW = { timeout: 8_000 };

beforeEach(() => forgetPower());

function renderAt(path: string) {
  return renderRoutes(path, {
    '/teams/:teamId/vms': <VmsPage />,
    '/teams/:teamId/vms/:vmId': <VmDetailPage />,
  });
}

/** The text of one entry of the VM details list. */
async function detail(term: string): Promise<HTMLElement> {
  const list = await screen.findByRole('region', { name: 'VM details' }, SLOW);
  const item = within(list).getByText(term, { selector: 'dt' }).closest('div');
  if (!item) throw new Error(`no ${term} entry`);
  return item;
}

describe('a VM’s power, said with its source', () => {
  it('shows the stopped VM as Off from its VPC, offers Start (reboot) and no Stop', async () => {
    renderAt(`/teams/${TEAM}/vms/${DEMO_VM_IDS.worker1}`);
    await screen.findByRole('heading', { level: 1, name: /worker-1/ }, SLOW);
    expect(await within(await detail('Power')).findByText(/seen in VPC shared-services-fra/, {}, SLOW)).toBeVisible();
    expect(within(await detail('Power')).getByText('Off')).toBeVisible();
    expect(within(await detail('Service status')).getByText('Active')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Service: Active');
    expect(screen.getByRole('button', { name: 'Start (reboot)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('says once, plainly, that nothing reported the power of a VM outside any VPC; both actions stay', async () => {
    renderAt(`/teams/${TEAM}/vms/${DEMO_VM_IDS.edge1}`);
    await screen.findByRole('heading', { level: 1, name: /edge-1/ }, SLOW);
    expect(await within(await detail('Power')).findByText(/Not reported by the API/, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reboot' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
  });

  it('after a stop it says “you stopped it” and offers no Stop', async () => {
    const user = renderAt(`/teams/${TEAM}/vms/${DEMO_VM_IDS.edge1}`);
    await user.click(await screen.findByRole('button', { name: 'Stop' }, SLOW));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop VM' }));
    expect(await within(await detail('Power')).findByText(/you stopped it just now/, {}, SLOW)).toBeVisible();
    expect(within(await detail('Power')).getByText('Off')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('lists the power of the VMs where it is known, with its source, and Unknown elsewhere', async () => {
    renderAt(`/teams/${TEAM}/vms`);
    const table = await screen.findByRole('table', { name: 'Virtual machines' }, SLOW);
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(await within(table).findByText('VPC shared-services-fra', {}, SLOW)).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /Power/ })).toBeVisible();
    expect(row('worker-1')).toHaveTextContent(/Off\s*VPC shared-services-fra/);
    expect(row('web-2')).toHaveTextContent(/On\s*VPC prod-ams/);
    expect(row('edge-1')).toHaveTextContent('Unknown');
    expect(screen.getByText(/Power: the API does not report it/)).toBeInTheDocument();
  });
});
