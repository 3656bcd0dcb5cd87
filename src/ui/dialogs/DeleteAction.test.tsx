import { useMutation } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAction } from './DeleteAction';
import { renderInApp } from '../../test/renderInApp';

interface Script {
  id: string;
  name: string;
}

function DeleteScript({
  send,
  typeName,
  onClose,
}: {
  send: (id: string) => Promise<unknown>;
  typeName: boolean;
  onClose: () => void;
}) {
  return (
    <DeleteAction
      noun="startup script"
      target={{ id: 's1', name: 'bootstrap' }}
      nameOf={(script: Script) => script.name}
      typeName={typeName}
      mutation={useMutation({ mutationFn: send })}
      onClose={onClose}
    >
      {(script) => <p>Delete {script.name}?</p>}
    </DeleteAction>
  );
}

function renderDelete(typeName: boolean) {
  const send = vi.fn((_id: string) => Promise.resolve());
  const onClose = vi.fn();
  const user = renderInApp(<DeleteScript send={send} typeName={typeName} onClose={onClose} />);
  return { send, onClose, user };
}

describe('DeleteAction', () => {
  afterEach(cleanup);

  it('titles the dialog by its noun, asks for the name, sends the id and says what was deleted', async () => {
    const { send, onClose, user } = renderDelete(true);
    expect(screen.getByRole('alertdialog', { name: 'Delete startup script' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete startup script' });
    await user.click(confirm);
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /to confirm/ }), 'bootstrap');
    await user.click(confirm);
    await waitFor(() => expect(send).toHaveBeenCalledWith('s1', expect.anything()));
    expect(await screen.findByText('Startup script “bootstrap” deleted.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends at once when the name need not be typed', async () => {
    const { send, user } = renderDelete(false);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete startup script' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});
