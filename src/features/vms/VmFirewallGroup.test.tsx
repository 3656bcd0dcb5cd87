import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS } from '../../emulator/core';
import { paths } from '../../lib/paths';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderInApp } from '../../test/renderInApp';
import { VmFirewallGroup } from './VmFirewallGroup';

emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const GONE = '0d7c1a7e-5b8f-4a57-9a35-5f0c3b1e9d21';

function renderGroup(groupId: string) {
  renderInApp(<VmFirewallGroup teamId={TEAM} groupId={groupId} />);
}

describe('VmFirewallGroup', () => {
  it('names the group as people wrote it, linking to it, with its id to copy', async () => {
    renderGroup(DEMO_FIREWALL_IDS.web);
    // Until the group is read the link carries the id.
    expect(screen.getByRole('link', { name: DEMO_FIREWALL_IDS.web })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Public web servers' });
    expect(link).toHaveAttribute('href', paths.firewallGroup(TEAM, DEMO_FIREWALL_IDS.web));
    expect(screen.getByRole('button', { name: 'Copy firewall group ID' })).toBeInTheDocument();
    expect(screen.getByText(DEMO_FIREWALL_IDS.web)).toBeInTheDocument();
  });

  it('says so when the group no longer exists, keeping its id to copy', async () => {
    renderGroup(GONE);
    expect(await screen.findByText('This group no longer exists')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy firewall group ID' })).toBeInTheDocument();
  });
});
