import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OneTimeLinkDialog, type OneTimeLinkDialogProps } from './OneTimeLinkDialog';

const URL_SECRET = 'https://ams.dl.emulator.test/download?fid=0123456789abcdef0123456789abcdef';

/** The dialog showing a snapshot's link, open; `props` change what the test needs. */
function dialog(onClose: () => void, props: Partial<OneTimeLinkDialogProps> = {}) {
  return (
    <OneTimeLinkDialog
      open
      onClose={onClose}
      title="Download link for nightly"
      what="this snapshot"
      url={URL_SECRET}
      pending={false}
      error={null}
      {...props}
    />
  );
}

function renderDialog(props: Partial<OneTimeLinkDialogProps> = {}) {
  const onClose = vi.fn();
  const view = render(dialog(onClose, props));
  return { onClose, view };
}

describe('OneTimeLinkDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the link in a read-only field, says it is a secret and what is known of its expiry', () => {
    renderDialog({ expiry: 'It works for an hour.' });
    const dialog = screen.getByRole('dialog', { name: 'Download link for nightly' });
    const field = screen.getByRole('textbox', { name: 'Download link' });
    expect(field).toHaveValue(URL_SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('This link is a secret. Anyone with it can download this snapshot.');
    expect(dialog).toHaveTextContent('shown only this once');
    expect(dialog).toHaveTextContent('It works for an hour.');
  });

  it('says the provider gives no expiry when none is known', () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent('The provider does not say when the link stops working');
  });

  it('copies the link and shows that it did', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_SECRET);
    expect(await navigator.clipboard.readText()).toBe(URL_SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('The link is on the clipboard.')).toBeInTheDocument();
  });

  it('selects the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Download link' });
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL_SECRET.length);
    expect(screen.getByText(/could not be copied here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says it is getting the link while the request runs, and shows no link yet', () => {
    renderDialog({ url: undefined, pending: true });
    expect(screen.getByText('Getting a download link…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a failure as its sentence and no link', () => {
    renderDialog({ url: undefined, error: new Error('This snapshot is not ready to download yet.') });
    expect(screen.getByRole('alert')).toHaveTextContent('This snapshot is not ready to download yet.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('closes by its Close buttons, and leaves nothing of the link once closed', async () => {
    const user = userEvent.setup();
    const { onClose, view } = renderDialog();
    // The header's × and the footer's Close.
    const closers = screen.getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    await user.click(closers[1]!);
    expect(onClose).toHaveBeenCalled();
    view.rerender(dialog(onClose, { open: false }));
    expect(document.body.innerHTML).not.toContain('fid=');
  });
});
