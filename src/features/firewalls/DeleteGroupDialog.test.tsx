import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { centralSentence, codelessError } from '../../test/codeless';
import type { FirewallGroup } from '../../api/types';
import { ToastProvider } from '../../ui/Toasts';
import { DeleteGroupDialog } from './DeleteGroupDialog';

const TEMPLATE = '/network/firewalls/{firewall_id}';
const { deleteGroup } = vi.hoisted(() => ({ deleteGroup: vi.fn<(id: string) => Promise<unknown>>() }));
vi.mock('../../api/firewalls', () => ({
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
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>
          <DeleteGroupDialog
            teamId="t1"
            group={group}
            vmsUsing={null}
            onClose={() => undefined}
            onDeleted={() => undefined}
            onUnsupported={() => undefined}
          />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
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

  it('says up front how many VMs use the group', () => {
    renderDialog(GROUP);
    expect(
      screen.getByText(/^3 VMs use this group\. A group cannot be deleted while VMs are placed in it/),
    ).toBeInTheDocument();
  });

  it('explains a code-less 400 in the operation’s words, with the VM count the page knows', async () => {
    deleteGroup.mockRejectedValue(codelessError('DELETE', TEMPLATE, 400));
    const user = renderDialog(GROUP);
    await confirmDelete(user, GROUP);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${centralSentence('DELETE', TEMPLATE, 400)} 3 VMs use this group.`);
    expect(centralSentence('DELETE', TEMPLATE, 400)).toBe(
      'VMs still use this firewall group. Move them to another group, then delete it.',
    );
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
