import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { holdRequests, pasteInto } from '../../test/formSteps';
import { ApiError } from '../../api/errors/errors';
import type { StartupScript } from '../../api/types';
import { CreateScriptDialog } from './CreateScriptDialog';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

// The hook is a real mutation over a fake request, so pending state behaves as in the app.
const { createScript } = vi.hoisted(() => ({
  createScript: vi.fn<(input: { name: string; content: string }) => Promise<StartupScript>>(),
}));
// The planned requests are the module's own: only the hooks are replaced.
vi.mock('../../api/resources/startupScripts', async (original) => ({
  ...(await original<typeof import('../../api/resources/startupScripts')>()),
  useCreateStartupScript: () => useMutation({ mutationFn: createScript }),
}));

function renderDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  // The unsaved-changes guard needs a data router, as in the app.
  const router = createMemoryRouter([
    { path: '/', element: <CreateScriptDialog teamId="t1" open onClose={onClose} onCreated={onCreated} /> },
  ]);
  const user = renderForm(<RouterProvider router={router} />);
  return { onCreated, onClose, user };
}

const nameField = () => screen.getByRole('textbox', { name: /^name/i });
const contentField = () => screen.getByRole('textbox', { name: /content/i });
const SCRIPT = '#!/bin/sh\necho hi\n';

describe('CreateScriptDialog', () => {
  beforeEach(() => {
    createScript.mockReset();
  });

  // Remembering the content is the create hook's (api/tabMemory.test.ts).
  it('sends one request however often Create is pressed', async () => {
    const resolve = holdRequests(createScript);
    const { user, onCreated } = renderDialog();
    await user.type(nameField(), ' web ');
    await pasteInto(user, contentField, SCRIPT);
    const create = screen.getByRole('button', { name: 'Create script' });
    await user.click(create);
    await user.click(create);
    expect(createScript).toHaveBeenCalledTimes(1);
    expect(createScript.mock.calls[0]?.[0]).toEqual({ name: 'web', content: SCRIPT });
    const created = {
      id: 's1',
      name: 'web',
      content: SCRIPT,
      created: '2026-01-01T00:00:00Z',
      updated: '2026-01-01T00:00:00Z',
    };
    resolve(created);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
  });

  it('shows the limit refusal on the form and keeps everything typed', async () => {
    createScript.mockRejectedValue(new ApiError({ status: 400, code: 'STARTUP_SCRIPT_LIMIT_REACHED' }));
    const { user } = renderDialog();
    await user.type(nameField(), 'eleventh');
    await pasteInto(user, contentField, SCRIPT);
    await user.click(screen.getByRole('button', { name: 'Create script' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already has 10 startup scripts/);
    expect(nameField()).toHaveValue('eleventh');
    expect(contentField()).toHaveValue(SCRIPT);
  });

  it('asks before discarding what was typed, and closes at once when nothing was', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(nameField(), 'draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const discard = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(discard).toHaveTextContent('The script you typed has not been saved');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
