import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { expectRefusedField } from '../../test/formSteps';
import { ApiError } from '../../api/errors/errors';
import { codelessError } from '../../test/codeless';
import type { FirewallRule, FirewallRuleCreate } from '../../api/types';
import { AddRuleDialog } from './AddRuleDialog';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

const LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
const { createRule } = vi.hoisted(() => ({
  createRule: vi.fn<(input: Omit<FirewallRuleCreate, 'team_id'>) => Promise<FirewallRule>>(),
}));
// The planned requests are the module's own: only the hooks are replaced.
vi.mock('../../api/resources/firewalls', async (original) => ({
  ...(await original<typeof import('../../api/resources/firewalls')>()),
  useCreateFirewallRule: () => useMutation({ mutationFn: createRule }),
  // Pasted lists of sources are tested against the emulator (AddRuleDialog.paste.test.tsx).
  useCreateFirewallRules: () => useMutation({ mutationFn: () => Promise.reject(new Error('not used here')) }),
}));
vi.mock('../../api/resources/ipLists', () => ({
  useIpLists: () => ({
    isPending: false,
    isError: false,
    error: null,
    data: {
      ip_lists: [
        {
          id: LIST,
          name: 'office',
          description: '',
          entry_count: 3,
          used_by_count: 1,
          created_at: '2026-03-01T08:00:00Z',
        },
      ],
    },
  }),
}));

const EXISTING = [{ ip_type: 'v4', protocol: 'tcp', port: '22', subnet: '198.51.100.0', subnet_size: '28' }];

function renderDialog() {
  const onCreated = vi.fn();
  const user = renderForm(
    <AddRuleDialog
      teamId="t1"
      groupId="g1"
      open
      existingRules={EXISTING}
      onClose={() => undefined}
      onCreated={onCreated}
    />,
  );
  return { onCreated, user };
}

const port = () => screen.getByRole('textbox', { name: /^port/i });
const address = () => screen.getByRole('textbox', { name: /^IP address or CIDR/ });
const ipListSelect = () => screen.getByRole('combobox', { name: /ip list/i });

describe('AddRuleDialog', () => {
  beforeEach(() => {
    createRule.mockReset();
  });

  it('flags a duplicate (spelt with host bits) before sending anything', async () => {
    const { user } = renderDialog();
    await user.type(port(), '22');
    await user.type(address(), '198.51.100.9/28');
    expect(screen.getByRole('alert')).toHaveTextContent('An identical rule already exists in this group');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(createRule).not.toHaveBeenCalled();
  });

  it('fills protocol, port and description from a preset, keeps the source, and flags a duplicate', async () => {
    createRule.mockReturnValue(new Promise(() => undefined));
    const { user } = renderDialog();
    await user.type(address(), '198.51.100.0/28');
    await user.click(screen.getByRole('button', { name: 'HTTPS' }));
    expect(port()).toHaveValue('443');
    expect(screen.getByRole('textbox', { name: /description/i })).toHaveValue('HTTPS');
    expect(screen.getByRole('button', { name: 'HTTPS' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('HTTPS: TCP port 443. The source stays as you chose it.')).toBeInTheDocument();
    // The group already allows SSH from this range: the form says so before anything is sent.
    await user.click(screen.getByRole('button', { name: 'SSH' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An identical rule already exists in this group');
    await user.click(screen.getByRole('button', { name: 'Ping' }));
    expect(screen.getByRole('radio', { name: 'ICMP' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(createRule.mock.calls[0]?.[0]).toEqual({
      protocol: 'icmp',
      subnet: '198.51.100.0',
      subnet_size: '28',
      desc: 'Ping',
    });
  });

  it('sends the normalised body once, however often the button is pressed', async () => {
    let resolve: (rule: FirewallRule) => void = () => undefined;
    createRule.mockReturnValue(new Promise((done) => (resolve = done)));
    const { user, onCreated } = renderDialog();
    await user.type(port(), '443');
    await user.type(address(), '203.0.113.77/24');
    expect(screen.getByText('Host bits are set: 203.0.113.0/24 will be stored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(createRule).toHaveBeenCalledTimes(1);
    expect(createRule.mock.calls[0]?.[0]).toEqual({
      protocol: 'tcp',
      port: '443',
      subnet: '203.0.113.0',
      subnet_size: '24',
    });
    const rule = {
      id: 'r',
      group: 'g1',
      action: 'allow',
      ip_type: 'v4',
      protocol: 'tcp',
      port: '443',
      subnet: '203.0.113.0',
      subnet_size: '24',
      desc: '',
    } as const;
    resolve(rule);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(rule));
  });

  it('puts a server refusal on its field and keeps every value', async () => {
    createRule.mockRejectedValue(new ApiError({ status: 400, code: 'IP_LIST_NOT_FOUND' }));
    const { user } = renderDialog();
    await user.type(port(), '9100');
    await user.click(screen.getByRole('radio', { name: 'IP list' }));
    await user.selectOptions(ipListSelect(), LIST);
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'exporter');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await expectRefusedField(ipListSelect, /The IP list does not exist in this team/);
    expect(ipListSelect()).toHaveValue(LIST);
    expect(port()).toHaveValue('9100');
    expect(screen.getByRole('textbox', { name: /description/i })).toHaveValue('exporter');
  });

  it('takes an IPv6 address without a version switch, sending no ip_type', async () => {
    createRule.mockReturnValue(new Promise(() => undefined));
    const { user } = renderDialog();
    expect(screen.queryByRole('radio', { name: 'IPv6' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'ICMP' }));
    await user.type(address(), '2001:db8::/32');
    expect(screen.getByText(/stored as ipv6-icmp/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(createRule.mock.calls[0]?.[0]).toEqual({ protocol: 'icmp', subnet: '2001:db8::', subnet_size: '32' });
  });

  it('says in plain words why a code-less 400 refused the rule, keeping the values', async () => {
    createRule.mockRejectedValue(codelessError('POST', '/network/firewalls/{firewall_id}/rules', 400));
    const { user } = renderDialog();
    await user.type(port(), '8443');
    await user.type(address(), '192.0.2.0/24');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rule was refused: one of its values is not valid, or the same rule is already in this group. The list has been refreshed.',
    );
    expect(port()).toHaveValue('8443');
    expect(address()).toHaveValue('192.0.2.0/24');
  });
});
