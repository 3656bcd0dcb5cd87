import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/queryClient';
import { DEMO_TEAM_IDS } from '../../emulator/core';
import { API_BASE, setupEmulatorApi } from '../../test/emulatorHarness';
import { ToastProvider } from '../../ui/Toasts';
import { BackupsPage } from './BackupsPage';

const api = setupEmulatorApi();
const TEAM = DEMO_TEAM_IDS.production;
const WEB1_BACKUP = {
  id: 'bc5c5003-ee2f-494a-a7e6-a94a3996759d',
  label: 'backup of web-1 at 2026-11-01T03:00:00.123Z',
};
const PENDING_BACKUP = 'backup of db-1 at 2026-11-15T03:20:39.950Z';
const SLOW = { timeout: 20_000 };
/** How long a find waits for the page's requests on a busy machine. */
const WAIT = { timeout: 5_000 };

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => api.reset());
afterEach(cleanup);

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/teams/${TEAM}/backups`]}>
          <Routes>
            <Route path="/teams/:teamId/backups" element={<BackupsPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('BackupsPage download links', () => {
  it('shows a backup’s link once, asked without a team', SLOW, async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: `Get download link for ${WEB1_BACKUP.label}` }, WAIT));
    const dialog = screen.getByRole('dialog', { name: `Download link for the ${WEB1_BACKUP.label}` });
    const field = await within(dialog).findByRole('textbox', { name: 'Download link' }, WAIT);
    expect(field).toHaveDisplayValue(/^https:\/\/ams\.dl\.emulator\.test\/download\?fid=[0-9a-f]{32}$/);
    expect(dialog).toHaveTextContent('Anyone with it can download this backup’s disk.');
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: `/backups/${WEB1_BACKUP.id}`,
      query: {},
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain('fid=');
  });

  it('explains why a pending backup has no link yet (a code-less 400)', SLOW, async () => {
    api.server.use(http.post(`${API_BASE}/backups/:id`, () => new HttpResponse(null, { status: 400 })));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: `Get download link for ${PENDING_BACKUP}` }, WAIT));
    expect(await within(screen.getByRole('dialog')).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'This backup is not ready to download yet: it is still being made. Try again once it is available.',
    );
    expect(screen.queryByRole('textbox', { name: 'Download link' })).toBeNull();
  });

  it('says a backup gone with its VM no longer exists (a code-less 404)', SLOW, async () => {
    api.server.use(http.post(`${API_BASE}/backups/:id`, () => new HttpResponse(null, { status: 404 })));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: `Get download link for ${WEB1_BACKUP.label}` }, WAIT));
    expect(await within(screen.getByRole('dialog')).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'This backup no longer exists: it may have been removed with its VM.',
    );
  });
});
