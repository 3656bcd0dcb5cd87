import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/cache/queryClient';
import type { FirewallRule } from '../../api/types';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS } from '../../emulator/core';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { pasteResults } from '../../test/formSteps';
import { renderInApp } from '../../test/renderInApp';
import { AddRuleDialog } from './AddRuleDialog';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const GROUP = DEMO_FIREWALL_IDS.web;
const SLOW = { timeout: 20_000 };

// What the page knows of the web group: its HTTPS-over-IPv4 rule, not the IPv6 one (added elsewhere since).
const KNOWN = [{ ip_type: 'v4', protocol: 'tcp', port: '443', subnet: '0.0.0.0', subnet_size: '0' }];

function renderDialog() {
  const onCreated = vi.fn();
  const onCreatedMany = vi.fn();
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const user = renderInApp(
    <AddRuleDialog
      teamId={TEAM}
      groupId={GROUP}
      open
      existingRules={KNOWN}
      onClose={() => undefined}
      onCreated={onCreated}
      onCreatedMany={onCreatedMany}
    />,
    { queryClient: client },
  );
  return { user, onCreated, onCreatedMany, invalidate };
}

const port = () => screen.getByRole('textbox', { name: /^port/i });
const address = () => screen.getByRole('textbox', { name: /^IP address or CIDR/ });
const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('AddRuleDialog with pasted sources', () => {
  it('adds a rule per source with its own result, keeps what was refused, rereads the group once', SLOW, async () => {
    const { user, onCreated, onCreatedMany, invalidate } = renderDialog();
    await user.type(port(), '443');
    await user.click(address());
    await user.paste('203.0.113.7\n0.0.0.0/0\nnonsense\n::/0\n203.0.113.7\n2001:db8::5/32');
    expect(address()).toHaveValue('203.0.113.7, 0.0.0.0/0, nonsense, ::/0, 203.0.113.7, 2001:db8::5/32');
    expect(address()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('6 sources: each is checked and added as its own rule.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    const results = await pasteResults('Pasted sources');
    expect(results.summary).toHaveTextContent('2 added, 2 refused, 2 duplicates.');
    expect(results.lines).toEqual([
      'Added203.0.113.7',
      'Duplicate0.0.0.0/00.0.0.0/0 is already there.',
      expect.stringMatching(/^Refusednonsensenonsense is not an IP address or CIDR range/),
      // Known to the server, not to the page: the server's refusal is the reason.
      expect.stringMatching(/^Refused::\/0./),
      'Duplicate203.0.113.7203.0.113.7/32 is pasted twice.',
      'Added2001:db8::5/32',
    ]);
    // One request per source the page could not rule out, in the order pasted, each as it will be stored.
    expect(posts().map((request) => request.body)).toEqual([
      { team_id: TEAM, protocol: 'tcp', port: '443', subnet: '203.0.113.7', subnet_size: '32' },
      { team_id: TEAM, protocol: 'tcp', port: '443', subnet: '::', subnet_size: '0' },
      { team_id: TEAM, protocol: 'tcp', port: '443', subnet: '2001:db8::', subnet_size: '32' },
    ]);
    // What failed stays in the field to be corrected; the dialog stays open on the results.
    expect(address()).toHaveValue('nonsense, ::/0');
    expect(onCreated).not.toHaveBeenCalled();
    await waitFor(() => expect(onCreatedMany).toHaveBeenCalledTimes(1));
    expect(onCreatedMany.mock.calls[0]?.[0].map((rule: FirewallRule) => `${rule.subnet}/${rule.subnet_size}`)).toEqual([
      '203.0.113.7/32',
      '2001:db8::/32',
    ]);
    const groupRereads = invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey).includes(GROUP));
    // Once after the last request, not after each: the group's rules and the group, one call each.
    expect(groupRereads).toHaveLength(2);
  });

  it('checks the port once before anything is sent', SLOW, async () => {
    const { user } = renderDialog();
    await user.type(port(), '99999');
    await user.type(address(), '203.0.113.7, 203.0.113.8');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(port()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Pasted sources' })).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});
