import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { expectRefusedField } from '../../test/formSteps';
import { centralSentence, codelessError } from '../../test/codeless';
import type { IpList, IpListRef } from '../../api/types';
import { IpListFormDialog } from './IpListFormDialog';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

// The hooks are replaced by real mutations over fake requests, so the error reaches the form as in the app.
const { create, update } = vi.hoisted(() => ({
  create: vi.fn<(input: { name: string; description?: string }) => Promise<IpListRef>>(),
  update: vi.fn<(input: { id: string; name?: string; description?: string }) => Promise<unknown>>(),
}));
vi.mock('../../api/resources/ipLists', async (original) => ({
  ...(await original<typeof import('../../api/resources/ipLists')>()),
  useCreateIpList: () => useMutation({ mutationFn: create }),
  useUpdateIpList: () => useMutation({ mutationFn: update }),
}));

const LIST: IpList = {
  id: '6b1f0c52-2f7e-4c1a-9d0e-3a4b5c6d7e8f',
  name: 'office',
  description: null,
  entry_count: 0,
  used_by_count: 0,
  created_at: '2026-11-23T00:00:00Z',
};

function renderDialog(list?: IpList) {
  return renderForm(
    <IpListFormDialog teamId="t1" open list={list} onClose={() => undefined} onSaved={() => undefined} />,
  );
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

describe('IpListFormDialog', () => {
  beforeEach(() => {
    create.mockReset();
    update.mockReset();
  });

  it('puts a code-less 400 on create on the name field, in the operation’s words', async () => {
    create.mockRejectedValue(codelessError('POST', '/network/ip_lists', 400));
    const user = renderDialog();
    await user.type(nameField(), 'office');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await expectRefusedField(nameField, centralSentence('POST', '/network/ip_lists', 400));
    expect(nameField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'The IP list was refused: it needs a name no other list of this team uses, or the team has reached its limit of IP lists.',
      ),
    );
  });

  it('puts a code-less 400 on a rename on the name field, in the operation’s words', async () => {
    update.mockRejectedValue(codelessError('PATCH', '/network/ip_lists/{ip_list_id}', 400));
    const user = renderDialog(LIST);
    await user.clear(nameField());
    await user.type(nameField(), 'office-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRefusedField(nameField, centralSentence('PATCH', '/network/ip_lists/{ip_list_id}', 400));
  });
});
