import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { centralSentence, codelessError } from '../../test/codeless';
import type { IpListEntry } from '../../api/types';
import type { IpVersion } from '../../lib/ipVersion';
import { AddEntryForm } from './AddEntryForm';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

const { add } = vi.hoisted(() => ({
  add: vi.fn<(input: { value: string; type?: IpVersion }) => Promise<IpListEntry>>(),
}));
vi.mock('../../api/resources/ipLists', async (original) => ({
  ...(await original<typeof import('../../api/resources/ipLists')>()),
  useAddIpListEntry: () => useMutation({ mutationFn: add }),
}));

function renderAddEntry() {
  const onAdded = vi.fn();
  const user = renderForm(
    <AddEntryForm teamId="t1" listId="l1" entries={[]} full={false} onAdded={onAdded} onAddedMany={() => undefined} />,
  );
  return { onAdded, user };
}

const field = () => screen.getByRole('textbox', { name: /^Address or CIDR/ });

describe('AddEntryForm', () => {
  beforeEach(() => {
    add.mockReset();
  });

  it('sends the type as the API spells it (ipv6), the value normalised', async () => {
    const entry = { id: 'e1', type: 'ipv6' as const, value: '2001:db8::/48', created_at: '2026-11-23T00:00:00Z' };
    add.mockResolvedValue(entry);
    const { user, onAdded } = renderAddEntry();
    await user.type(field(), '2001:db8::5/48');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(entry));
    expect(add.mock.calls[0]?.[0]).toEqual({ value: '2001:db8::/48', type: 'ipv6' });
  });

  it('shows a code-less 400 on the field in the operation’s words, and keeps the value typed', async () => {
    const template = '/network/ip_lists/{ip_list_id}/entries';
    add.mockRejectedValue(codelessError('POST', template, 400));
    const { user } = renderAddEntry();
    await user.type(field(), '192.0.2.7');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        expect.stringContaining(`${centralSentence('POST', template, 400)} The list has been reread.`),
      ),
    );
    expect(field()).not.toHaveAccessibleDescription(/HTTP_|400/);
    expect(field()).toHaveValue('192.0.2.7');
  });
});
