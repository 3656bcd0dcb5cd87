import { useMutation } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from './ConfirmAction';
import { renderInApp } from '../../test/renderInApp';

interface Key {
  id: string;
  name: string;
}

function DeleteKey({
  target,
  send,
  onClose,
  onDone,
}: {
  target: Key | null;
  send: (id: string) => Promise<unknown>;
  onClose: () => void;
  onDone: (key: Key) => void;
}) {
  return (
    <ConfirmAction
      target={target}
      mutation={useMutation({ mutationFn: send })}
      variables={(key) => key.id}
      onClose={onClose}
      title="Delete key"
      confirmLabel="Delete key"
      destructive
      confirmText={(key) => key.name}
      request={(key) => ({ method: 'DELETE', url: `https://console.example/api/ssh_keys/${key.id}` })}
      failureShown={(error, key) => `${key.name}: ${(error as Error).message}`}
      doneText={(key) => `Key “${key.name}” deleted.`}
      onDone={onDone}
    >
      {(key) => <p>Delete {key.name}?</p>}
    </ConfirmAction>
  );
}

function renderAction(send: (id: string) => Promise<unknown>) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const user = renderInApp(
    <DeleteKey target={{ id: 'k1', name: 'laptop' }} send={send} onClose={onClose} onDone={onDone} />,
  );
  return { onClose, onDone, user };
}

describe('ConfirmAction', () => {
  afterEach(cleanup);

  it('sends once confirmed, then closes, says so and hands over the target', async () => {
    const send = vi.fn((id: string) => Promise.resolve(id));
    const { onClose, onDone, user } = renderAction(send);
    expect(screen.getByRole('alertdialog', { name: 'Delete key' })).toHaveAccessibleDescription('Delete laptop?');
    await user.type(screen.getByRole('textbox', { name: /to confirm/ }), 'laptop');
    await user.click(screen.getByRole('button', { name: 'Delete key' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 'k1', name: 'laptop' }));
    expect(send.mock.calls[0]?.[0]).toBe('k1');
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Key “laptop” deleted.')).toBeInTheDocument();
  });

  it('shows the request confirming sends on its target, as curl', async () => {
    const { user } = renderAction(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'API request' }));
    expect(screen.getByRole('figure', { name: 'curl' })).toHaveTextContent(
      "curl -X DELETE 'https://console.example/api/ssh_keys/k1'",
    );
  });

  it('keeps a failure in the dialog, in the words it is given', async () => {
    const { onClose, onDone, user } = renderAction(() => Promise.reject(new Error('refused')));
    await user.type(screen.getByRole('textbox', { name: /to confirm/ }), 'laptop');
    await user.click(screen.getByRole('button', { name: 'Delete key' }));
    expect(await screen.findByText('laptop: refused')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
