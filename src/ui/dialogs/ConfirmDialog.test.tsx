import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps>) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={onConfirm}
      title="Delete firewall group"
      confirmLabel="Delete group"
      destructive
      {...props}
    >
      Delete <strong>web</strong>? Its rules go with it.
    </ConfirmDialog>,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('is an alert dialog named by its title and described by its message, with Cancel focused', async () => {
    const { onConfirm, onClose, user } = renderDialog({});
    const dialog = screen.getByRole('alertdialog', { name: 'Delete firewall group' });
    expect(dialog).toHaveAccessibleDescription('Delete web? Its rules go with it.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when blocked, says why up front and offers neither the text to type nor the confirm', async () => {
    const { onConfirm, user } = renderDialog({ confirmText: 'web', blockedReason: 'VMs use this group.' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete group' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('VMs use this group.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('needs the confirm text typed exactly before it confirms', async () => {
    const { onConfirm, user } = renderDialog({ confirmText: 'web' });
    const confirm = screen.getByRole('button', { name: 'Delete group' });
    const field = screen.getByRole('textbox', { name: 'Type web to confirm' });
    expect(field).toHaveFocus();
    expect(confirm).toBeDisabled();
    await user.type(field, 'We');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'web{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does not send twice while pending, and shows the API error without closing', async () => {
    const { onConfirm, onClose, user } = renderDialog({
      pending: true,
      error: new ApiError({ status: 400, code: 'FIREWALL_IN_USE', message: 'The group is still attached to servers.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The group is still attached to servers.');
    expect(onClose).not.toHaveBeenCalled();
  });

  describe('offline', () => {
    function goOffline(offline: boolean) {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
      act(() => {
        window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
      });
    }

    afterEach(() => vi.restoreAllMocks());

    it('refuses to confirm with a note while offline, and offers it again once back online', async () => {
      const { onConfirm, user } = renderDialog({});
      const confirm = screen.getByRole('button', { name: 'Delete group' });
      goOffline(true);
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are offline: nothing will be sent until the connection is back.',
      );
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription(/You are offline/);
      await user.click(confirm);
      expect(onConfirm).not.toHaveBeenCalled();

      goOffline(false);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });

    it('does not confirm offline by Enter in the type-to-confirm field either', async () => {
      const { onConfirm, user } = renderDialog({ confirmText: 'web' });
      goOffline(true);
      await user.type(screen.getByRole('textbox', { name: 'Type web to confirm' }), 'web{Enter}');
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('keeps a confirmation that sends nothing (discarding edits) available offline', async () => {
      const { onConfirm, user } = renderDialog({ localOnly: true });
      goOffline(true);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      await user.click(screen.getByRole('button', { name: 'Delete group' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });
  });
});
