import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeasuredBootUpload } from '../../api/resources/measuredBootImages';
import type { MeasuredBootImage } from '../../api/types';
import { ApiError } from '../../api/errors/errors';
import { renderForm } from '../../test/renderForm';
import { UploadImageDialog } from './UploadImageDialog';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

const { send } = vi.hoisted(() => ({ send: vi.fn<(input: MeasuredBootUpload) => Promise<MeasuredBootImage>>() }));
// The planned requests are the module's own: only the hooks are replaced.
vi.mock('../../api/resources/measuredBootImages', async (original) => ({
  ...(await original<typeof import('../../api/resources/measuredBootImages')>()),
  useUploadMeasuredBootImage: () => useMutation({ mutationFn: send }),
}));

const IMAGE: MeasuredBootImage = {
  id: 'img-1',
  filename: 'debian.efi',
  description: 'debian 12',
  size: 4,
  created: '2026-01-01T00:00:00Z',
};

function renderDialog() {
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  const user = renderForm(<UploadImageDialog teamId="t1" open onClose={onClose} onUploaded={onUploaded} />);
  return { user, onUploaded, onClose };
}

const fileField = () => screen.getByLabelText(/^UKI file/);
const uki = () => new File([new Uint8Array([1, 2, 3, 4])], 'debian.efi');

/** Holds the upload open until the test settles it; reports what the dialog handed to it. */
function pendingUpload() {
  let settle: { resolve: (image: MeasuredBootImage) => void; reject: (error: unknown) => void } | undefined;
  send.mockImplementation(
    (input) =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
        input.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      }),
  );
  return {
    input: () => send.mock.calls[0]?.[0],
    resolve: (image: MeasuredBootImage) => settle?.resolve(image),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe('UploadImageDialog', () => {
  beforeEach(() => {
    send.mockReset();
  });

  it('asks for a file before sending anything', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(fileField()).toHaveAccessibleDescription(/Choose the UKI file to upload\./);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the file and description, shows the upload’s progress, then hands back the image', async () => {
    const upload = pendingUpload();
    const { user, onUploaded } = renderDialog();
    await user.upload(fileField(), uki());
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'debian 12');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(upload.input()).toMatchObject({ description: 'debian 12', file: { name: 'debian.efi', size: 4 } });
    const bar = screen.getByRole('progressbar', { name: 'Upload of debian.efi' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => upload.input()?.onProgress?.({ loaded: 1, total: 4 }));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => upload.input()?.onProgress?.({ loaded: 4, total: 4 }));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('The server is storing the image');

    upload.resolve(IMAGE);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(IMAGE));
  });

  it('cancels a running upload with Cancel upload, and keeps what was chosen', async () => {
    const upload = pendingUpload();
    const { user, onClose } = renderDialog();
    await user.upload(fileField(), uki());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(upload.input()?.signal?.aborted).toBe(true);
    expect(await screen.findByText(/The upload was cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/debian\.efi/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('places a too-big refusal on the file', async () => {
    const upload = pendingUpload();
    const { user } = renderDialog();
    await user.upload(fileField(), uki());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    upload.reject(new ApiError({ status: 400, code: 'FILE_TOO_LARGE' }));
    await waitFor(() => expect(fileField()).toHaveAccessibleDescription(/larger than the size allowed/));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
