import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { expectRefusedField } from '../../test/formSteps';
import { ApiError } from '../../api/errors/errors';
import type { AccessKey } from '../../api/types';
import { CreateBucketDialog } from './CreateBucketDialog';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

type Body = { bucket_name: string; versioning: boolean; object_lock: boolean };
const { createBucket } = vi.hoisted(() => ({ createBucket: vi.fn<(body: Body) => Promise<AccessKey[]>>() }));
// The planned requests are the module's own: only the hooks are replaced.
vi.mock('../../api/resources/objectStorage', async (original) => ({
  ...(await original<typeof import('../../api/resources/objectStorage')>()),
  useCreateBucket: () => useMutation({ mutationFn: createBucket }),
}));

function renderDialog() {
  const onCreated = vi.fn();
  const user = renderForm(
    <CreateBucketDialog teamId="t1" serviceId="s1" open onClose={() => undefined} onCreated={onCreated} />,
  );
  return { onCreated, user };
}

const nameField = () => screen.getByRole('textbox', { name: /bucket name/i });
const versioning = () => screen.getByRole('switch', { name: 'Versioning' });
const objectLock = () => screen.getByRole('switch', { name: 'Object lock' });

describe('CreateBucketDialog', () => {
  beforeEach(() => {
    createBucket.mockReset();
  });

  it('holds versioning on while object lock is on, saying why, and sends both', async () => {
    const keys = [{ access_key: 'A'.repeat(20), secret_key: 's'.repeat(40) }];
    createBucket.mockResolvedValue(keys);
    const { user, onCreated } = renderDialog();
    await user.type(nameField(), 'vault');
    await user.click(objectLock());
    expect(versioning()).toBeChecked();
    expect(versioning()).toBeDisabled();
    expect(versioning()).toHaveAccessibleDescription(expect.stringContaining('Object lock needs versioning'));
    await user.click(screen.getByRole('button', { name: 'Create bucket' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('vault', keys));
    expect(createBucket.mock.calls[0]?.[0]).toEqual({ bucket_name: 'vault', versioning: true, object_lock: true });
  });

  it('puts BUCKET_ALREADY_EXISTS on the name, keeps every value, and sends once', async () => {
    let reject: (error: unknown) => void = () => undefined;
    createBucket.mockImplementation(() => new Promise<AccessKey[]>((_, fail) => (reject = fail)));
    const { user } = renderDialog();
    await user.type(nameField(), 'taken');
    await user.click(versioning());
    const create = screen.getByRole('button', { name: 'Create bucket' });
    await user.click(create);
    await user.click(create);
    await user.keyboard('{Enter}');
    expect(createBucket).toHaveBeenCalledTimes(1);
    reject(new ApiError({ status: 409, code: 'BUCKET_ALREADY_EXISTS' }));
    await expectRefusedField(nameField, 'already exists');
    expect(nameField()).toHaveValue('taken');
    expect(versioning()).toBeChecked();
  });

  it('refuses an invalid name before sending', async () => {
    const { user } = renderDialog();
    await user.type(nameField(), '10.0.0.1');
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('IP address'));
    await user.click(screen.getByRole('button', { name: 'Create bucket' }));
    expect(createBucket).not.toHaveBeenCalled();
  });
});
