import { useMutation } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codelessError } from '../../test/codeless';
import { renderInApp } from '../../test/renderInApp';
import type { FirewallGroup } from '../../api/types';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

const TEMPLATE = '/network/firewalls/{firewall_id}';
const { deleteGroup } = vi.hoisted(() => ({ deleteGroup: vi.fn<(id: string) => Promise<unknown>>() }));
// The planned requests are the module's own: only the hooks are replaced.
vi.mock('../../api/resources/firewalls', async (original) => ({
  ...(await original<typeof import('../../api/resources/firewalls')>()),
  useDeleteFirewallGroup: () => useMutation({ mutationFn: deleteGroup }),
}));

const GROUP: FirewallGroup = {
  id: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
  description: 'Public web servers',
  created: '2026-03-01T08:00:00Z',
  updated: '2026-03-01T08:00:00Z',
  instance_count: 3,
  rule_count: 2,
};

function renderDialog(group: FirewallGroup) {
  return renderInApp(
    <DeleteGroupDialog
      teamId="t1"
      group={group}
      vmsUsing={null}
      onClose={() => undefined}
      onDeleted={() => undefined}
      onUnsupported={() => undefined}
    />,
  );
}

async function confirmDelete(user: ReturnType<typeof userEvent.setup>, group: FirewallGroup) {
  await user.type(screen.getByRole('textbox', { name: /to confirm/ }), group.description);
  await user.click(screen.getByRole('button', { name: 'Delete group' }));
}

describe('DeleteGroupDialog', () => {
  beforeEach(() => {
    deleteGroup.mockReset();
  });
  afterEach(cleanup);

  it('offers no delete for a group VMs use: it says why up front instead of asking for the name', () => {
    renderDialog(GROUP);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete firewall group' });
    expect(dialog).toHaveTextContent('3 VMs use this group: apply another group to them first.');
    expect(screen.queryByRole('textbox', { name: /to confirm/ })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Delete group' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('3 VMs use this group: apply another group to them first.');
  });

  it('counts the VMs the page lists even when the group’s own count says none', () => {
    renderInApp(
      <DeleteGroupDialog
        teamId="t1"
        group={{ ...GROUP, instance_count: 0 }}
        vmsUsing={[{ id: 'vm-1', name: 'web-1' }]}
        onClose={() => undefined}
        onUnsupported={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete group' })).toHaveAccessibleDescription(
      '1 VM uses this group: apply another group to it first.',
    );
    expect(screen.getByRole('link', { name: 'web-1' })).toHaveAttribute('href', '/teams/t1/vms/vm-1');
  });

  it('shows only the operation’s sentence when the page counted no VMs', async () => {
    deleteGroup.mockRejectedValue(codelessError('DELETE', TEMPLATE, 400));
    const group = { ...GROUP, instance_count: 0 };
    const user = renderDialog(group);
    await confirmDelete(user, group);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^VMs still use this firewall group\. Move them to another group, then delete it\.$/,
    );
  });
});
