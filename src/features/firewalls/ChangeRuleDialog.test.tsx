import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { codelessError } from '../../test/codeless';
import type { FirewallRule, FirewallRuleCreate } from '../../api/types';
import { ChangeRuleDialog } from './ChangeRuleDialog';
import { SSH_RULE } from './testRules';

const { createRule, deleteRule } = vi.hoisted(() => ({
  createRule: vi.fn<(input: Omit<FirewallRuleCreate, 'team_id'>) => Promise<FirewallRule>>(),
  deleteRule: vi.fn<(ruleId: string) => Promise<void>>(),
}));
vi.mock('../../api/resources/firewalls', () => ({
  useCreateFirewallRule: () => useMutation({ mutationFn: createRule }),
  useDeleteFirewallRule: () => useMutation({ mutationFn: deleteRule }),
}));
vi.mock('../../api/resources/ipLists', () => ({
  useIpLists: () => ({ isPending: false, isError: false, error: null, data: { ip_lists: [] } }),
}));

const SSH = SSH_RULE;
const CREATED: FirewallRule = { ...SSH, id: 'r2', port: '2222' };

function renderDialog() {
  const onClose = vi.fn();
  const onAdded = vi.fn();
  const user = renderForm(
    <ChangeRuleDialog teamId="t1" groupId="g1" rule={SSH} groupRules={[SSH]} onClose={onClose} onAdded={onAdded} />,
  );
  return { user, onClose, onAdded };
}

const port = () => screen.getByRole('textbox', { name: /^port/i });
const steps = () => screen.getByRole('list', { name: 'Steps' });

describe('ChangeRuleDialog', () => {
  beforeEach(() => {
    createRule.mockReset();
    deleteRule.mockReset();
  });

  it('sends nothing when the port and source stay the same', async () => {
    const { user, onClose } = renderDialog();
    expect(port()).toHaveValue('22');
    expect(screen.getByRole('textbox', { name: /^IP address or CIDR/ })).toHaveValue('198.51.100.0/28');
    await user.click(screen.getByRole('button', { name: 'Change rule' }));
    expect(onClose).toHaveBeenCalled();
    expect(createRule).not.toHaveBeenCalled();
    expect(deleteRule).not.toHaveBeenCalled();
  });

  it('adds the new rule, then removes the old one, showing each step', async () => {
    createRule.mockResolvedValue(CREATED);
    deleteRule.mockResolvedValue(undefined);
    const { user, onAdded } = renderDialog();
    await user.clear(port());
    await user.type(port(), '2222');
    await user.click(screen.getByRole('button', { name: 'Change rule' }));
    expect(await within(steps()).findByText('Old rule removed.')).toBeInTheDocument();
    expect(within(steps()).getByText('New rule added.')).toBeInTheDocument();
    expect(createRule.mock.calls[0]?.[0]).toEqual({
      protocol: 'tcp',
      port: '2222',
      subnet: '198.51.100.0',
      subnet_size: '28',
      desc: 'SSH from the office',
    });
    expect(deleteRule.mock.calls.map(([id]) => id)).toEqual(['r1']);
    expect(onAdded).toHaveBeenCalledWith(CREATED);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('keeps the old rule and everything typed when the new rule is refused', async () => {
    createRule.mockRejectedValue(codelessError('POST', '/network/firewalls/{firewall_id}/rules', 400));
    const { user } = renderDialog();
    await user.clear(port());
    await user.type(port(), '2222');
    await user.click(screen.getByRole('button', { name: 'Change rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rule was refused: one of its values is not valid, or the same rule is already in this group.',
    );
    expect(within(steps()).getByText('New rule not added.')).toBeInTheDocument();
    expect(within(steps()).getByText('The old rule is kept: nothing changed.')).toBeInTheDocument();
    expect(port()).toHaveValue('2222');
    expect(deleteRule).not.toHaveBeenCalled();
  });

  it('says both rules exist when the removal fails, and retries only the removal', async () => {
    createRule.mockResolvedValue(CREATED);
    deleteRule.mockRejectedValueOnce(new Error('The server could not be reached.'));
    const { user } = renderDialog();
    await user.clear(port());
    await user.type(port(), '2222');
    await user.click(screen.getByRole('button', { name: 'Change rule' }));
    const retry = await screen.findByRole('button', { name: 'Retry removing the old rule' });
    expect(retry).toHaveFocus();
    expect(within(steps()).getByText('Old rule not removed.')).toBeInTheDocument();
    expect(within(steps()).getByText('The server could not be reached.')).toBeInTheDocument();
    expect(screen.getByText(/Both rules now exist/)).toHaveTextContent(
      'Both rules now exist: the new TCP 2222 from 198.51.100.0/28 and the old TCP 22 from 198.51.100.0/28',
    );
    deleteRule.mockResolvedValueOnce(undefined);
    await user.click(retry);
    expect(await within(steps()).findByText('Old rule removed.')).toBeInTheDocument();
    expect(createRule).toHaveBeenCalledTimes(1);
    expect(deleteRule.mock.calls.map(([id]) => id)).toEqual(['r1', 'r1']);
    expect(screen.queryByText(/Both rules now exist/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });
});
