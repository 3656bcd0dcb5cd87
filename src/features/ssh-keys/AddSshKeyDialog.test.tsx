import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { expectRefusedField, holdRequests, pasteInto } from '../../test/formSteps';
import { ApiError } from '../../api/errors/errors';
import type { SshKey } from '../../api/types';
import { AddSshKeyDialog } from './AddSshKeyDialog';
import { ED25519, RSA_2048 } from './testKeys';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

// The hook is replaced by a real mutation over a fake request, so pending state behaves as in the app.
const { createKey, teamKeys } = vi.hoisted(() => ({
  createKey: vi.fn<(input: { name: string; ssh_key: string }) => Promise<SshKey>>(),
  teamKeys: { current: undefined as SshKey[] | undefined },
}));
// The planned requests are the module's own: only the hooks are replaced.
vi.mock('../../api/resources/sshKeys', async (original) => ({
  ...(await original<typeof import('../../api/resources/sshKeys')>()),
  useCreateSshKey: () => useMutation({ mutationFn: createKey }),
  useSshKeys: () => ({ data: teamKeys.current }),
}));

function renderDialog() {
  const onAdded = vi.fn();
  const user = renderForm(<AddSshKeyDialog teamId="t1" open onClose={() => undefined} onAdded={onAdded} />);
  return { onAdded, user };
}

const nameField = () => screen.getByRole('textbox', { name: /^name/i });
const keyField = () => screen.getByRole('textbox', { name: /public key/i });

describe('AddSshKeyDialog', () => {
  beforeEach(() => {
    createKey.mockReset();
    teamKeys.current = undefined;
  });

  it('warns that the team already has the pasted key, naming it, and still adds it', async () => {
    // The same key, saved before with another comment.
    const saved = ED25519.line.replace('alice@laptop', 'alice@old');
    teamKeys.current = [{ id: 'k0', name: 'Alice’s old laptop', created: '2024-01-01T00:00:00Z', ssh_key: saved }];
    createKey.mockResolvedValue({ id: 'k1', name: 'laptop', created: '2024-01-02T00:00:00Z', ssh_key: ED25519.line });
    const { user, onAdded } = renderDialog();
    await user.type(nameField(), 'laptop');
    await pasteInto(user, keyField, ED25519.line);
    expect(keyField()).toHaveAccessibleDescription(
      expect.stringContaining('already in the team as Alice’s old laptop'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Already in the team as Alice’s old laptop.');
    expect(keyField()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add SSH key' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(createKey.mock.calls[0]?.[0]).toEqual({ name: 'laptop', ssh_key: ED25519.line });
  });

  it('says nothing of a key the team does not have', async () => {
    teamKeys.current = [{ id: 'k0', name: 'CI', created: '2024-01-01T00:00:00Z', ssh_key: RSA_2048.line }];
    const { user } = renderDialog();
    await pasteInto(user, keyField, ED25519.line);
    expect(screen.getByText(ED25519.fingerprint)).toBeInTheDocument();
    expect(screen.queryByText(/already in the team/)).not.toBeInTheDocument();
  });

  it('names the key from its comment until a name is typed, which is then never overwritten', async () => {
    createKey.mockReturnValue(new Promise(() => undefined));
    const { user } = renderDialog();
    await pasteInto(user, keyField, ED25519.line);
    expect(nameField()).toHaveValue('alice@laptop');
    expect(screen.getByRole('status')).toHaveTextContent('Named alice@laptop from its comment.');
    // Another key pasted over it: the name follows, as nobody typed one.
    await user.clear(keyField());
    await pasteInto(user, keyField, RSA_2048.line);
    expect(nameField()).toHaveValue('ci@build');
    await user.clear(nameField());
    await user.type(nameField(), 'ci');
    await user.clear(keyField());
    await pasteInto(user, keyField, ED25519.line);
    expect(nameField()).toHaveValue('ci');
    expect(screen.getByRole('status')).not.toHaveTextContent('from its comment');
    await user.click(screen.getByRole('button', { name: 'Add SSH key' }));
    expect(createKey.mock.calls[0]?.[0]).toEqual({ name: 'ci', ssh_key: ED25519.line });
  });

  it('shows what the pasted key is, with its SHA256 fingerprint', async () => {
    const { user } = renderDialog();
    await pasteInto(user, keyField, ED25519.line);
    expect(screen.getByText(ED25519.fingerprint)).toBeInTheDocument();
    expect(screen.getByText('256 bits')).toBeInTheDocument();
    expect(screen.getByText('alice@laptop')).toBeInTheDocument();
    expect(keyField()).not.toHaveAttribute('aria-invalid');
  });

  it('explains a malformed key on the field and does not send it', async () => {
    const { user } = renderDialog();
    await user.type(nameField(), 'laptop');
    await pasteInto(user, keyField, 'ssh-ed25519 AAAAnotakey');
    expect(keyField()).toHaveAttribute('aria-invalid', 'true');
    expect(keyField()).toHaveAccessibleDescription(expect.stringMatching(/incomplete or damaged|not valid base64/));
    await user.click(screen.getByRole('button', { name: 'Add SSH key' }));
    expect(createKey).not.toHaveBeenCalled();
  });

  it('puts a server refusal on the right field and keeps what was typed', async () => {
    createKey.mockRejectedValue(new ApiError({ status: 400, code: 'NAME_TOO_LONG' }));
    const { user } = renderDialog();
    await user.type(nameField(), 'a very long name');
    await pasteInto(user, keyField, ED25519.line);
    await user.click(screen.getByRole('button', { name: 'Add SSH key' }));
    await expectRefusedField(nameField, 'The name is too long.');
    expect(nameField()).toHaveValue('a very long name');
    expect(keyField()).toHaveValue(ED25519.line);
  });

  it('sends one request however often Add is pressed', async () => {
    const resolve = holdRequests(createKey);
    const { user, onAdded } = renderDialog();
    await user.type(nameField(), 'laptop');
    await pasteInto(user, keyField, ED25519.line);
    const add = screen.getByRole('button', { name: 'Add SSH key' });
    await user.click(add);
    await user.click(add);
    await user.keyboard('{Enter}');
    expect(createKey).toHaveBeenCalledTimes(1);
    expect(createKey.mock.calls[0]?.[0]).toEqual({ name: 'laptop', ssh_key: ED25519.line });
    const created: SshKey = { id: 'k1', name: 'laptop', created: '2024-01-01T00:00:00Z', ssh_key: ED25519.line };
    resolve(created);
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(created));
  });
});
