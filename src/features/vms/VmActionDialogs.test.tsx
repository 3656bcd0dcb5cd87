import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { centralSentence, codelessError } from '../../test/codeless';
import type { VmActionInput } from '../../api/vms/vms';
import { VmActionDialogs, type VmDialog } from './VmActionDialogs';
import { configureApi } from '../../api/http/client';

// The dialog shows the request it would send: its URL is built on the configured API root.
configureApi({ baseUrl: '/api' });

const { send } = vi.hoisted(() => ({ send: vi.fn<(input: VmActionInput) => Promise<unknown>>() }));
vi.mock('../../api/vms/vms', async (original) => ({
  ...(await original<typeof import('../../api/vms/vms')>()),
  useVmAction: () => useMutation({ mutationFn: send }),
}));

function renderDialogs(open: VmDialog) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VmActionDialogs
        teamId="t1"
        vmId="v1"
        vmName="web-1"
        power={null}
        open={open}
        onClose={() => undefined}
        onDone={onDone}
        onFailed={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { onDone, user: userEvent.setup() };
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

describe('snapshot dialog', () => {
  beforeEach(() => {
    send.mockReset();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 5));
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('fills a name the user can keep, and always sends one', async () => {
    send.mockResolvedValue({ snapshot_id: 's1' });
    const { user, onDone } = renderDialogs('snapshot');
    expect(nameField()).toHaveValue('web-1-20261123-0905');
    await user.click(screen.getByRole('button', { name: 'Take snapshot' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toEqual({ action: 'snapshot', name: 'web-1-20261123-0905' });
  });

  it('refuses an emptied name without sending', async () => {
    const { user } = renderDialogs('snapshot');
    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: 'Take snapshot' }));
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('Enter a name for the snapshot.'));
    expect(send).not.toHaveBeenCalled();
  });

  it('says why a code-less 403 took no snapshot, keeping the values', async () => {
    send.mockRejectedValue(codelessError('POST', '/vm/{vm_id}/snapshot', 403));
    const { user } = renderDialogs('snapshot');
    await user.clear(nameField());
    await user.type(nameField(), 'before-upgrade');
    await user.click(screen.getByRole('button', { name: 'Take snapshot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No snapshot can be taken now: the team has reached its snapshot limit, or a volume is attached to this VM.',
    );
    expect(nameField()).toHaveValue('before-upgrade');
  });
});

describe('stop dialog', () => {
  afterEach(cleanup);

  it.each([
    [
      'says plainly that a code-less 404 means the VM is gone, in the operation’s words',
      'stop',
      /^Stop/,
      codelessError('POST', '/vm/{vm_id}/stop', 404),
      'This VM no longer exists, or belongs to another team.',
    ],
    [
      'shows a code-less 409 on reboot in the operation’s words',
      'reboot',
      /^Reboot/,
      codelessError('POST', '/vm/{vm_id}/reboot', 409),
      'Another action is still running on this VM. Wait for it to finish, then try again.',
    ],
    [
      'reads a code-less 409 on stop as "stopped already, or busy"',
      'stop',
      /^Stop/,
      codelessError('POST', '/vm/{vm_id}/stop', 409),
      'This VM cannot be stopped now: it may be stopped already, or another action is still running. Wait a moment, then try again.',
    ],
    [
      'keeps a code’s own sentence',
      'stop',
      /^Stop/,
      new ApiError({ status: 409, code: 'VM_NOT_RUNNING' }),
      'The VM is stopped. Reboot it to start it, then try again.',
    ],
  ] as const)('%s', async (_, action, button, refusal, sentence) => {
    send.mockReset();
    send.mockRejectedValue(refusal);
    const { user } = renderDialogs(action);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });
});

describe('BGP dialog', () => {
  afterEach(cleanup);

  it.each([
    ['enable-bgp', 'Enable BGP', 'This VM has no BGP session to enable, or it no longer exists.'],
    ['disable-bgp', 'Disable BGP', 'This VM has no BGP session to disable, or it no longer exists.'],
  ] as const)('shows a code-less 404 of %s in the operation’s words', async (action, label, sentence) => {
    send.mockReset();
    send.mockRejectedValue(codelessError('POST', `/vm/{vm_id}/${action}`, 404));
    const { user } = renderDialogs(action);
    await user.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(sentence).toBe(centralSentence('POST', `/vm/{vm_id}/${action}`, 404));
  });
});
