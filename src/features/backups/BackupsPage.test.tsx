import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS } from '../../emulator/core';
import { API_BASE, emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderRoutes } from '../../test/renderInApp';
import { BackupsPage } from './BackupsPage';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
/** The user's usual date-time (the page's `formatTimestamp`): the test runs in the machine's locale and zone. */
const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const WEB1_BACKUP = {
  id: 'bc5c5003-ee2f-494a-a7e6-a94a3996759d',
  label: `backup of web-1 from ${when('2026-11-01T03:00:00.123Z')}`,
};
const PENDING_BACKUP = `backup of db-1 from ${when('2026-11-15T03:20:39.950Z')}`;
const SLOW = { timeout: 20_000 };
/** How long a find waits for the page's requests on a busy machine. */
const WAIT = { timeout: 5_000 };

function renderPage() {
  return renderRoutes(`/teams/${TEAM}/backups`, { '/teams/:teamId/backups': <BackupsPage /> });
}

describe('BackupsPage download links', () => {
  it('shows a backup’s link once, asked without a team', SLOW, async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: `Get download link for ${WEB1_BACKUP.label}` }, WAIT));
    const dialog = screen.getByRole('dialog', { name: `Download ${WEB1_BACKUP.label}` });
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

  it('offers no link for a pending backup, and says when it will', SLOW, async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: `Get download link for ${PENDING_BACKUP}` }, WAIT);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Available once the backup finishes');
    await userEvent.setup().click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says times and statuses in the app’s words, not the API’s', SLOW, async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Backups' }, WAIT);
    const pendingRow = (
      await within(table).findByRole('button', { name: `Get download link for ${PENDING_BACKUP}` }, WAIT)
    ).closest('tr')!;
    expect(within(pendingRow).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getAllByText('Available').length).toBe(3);
    expect(table).not.toHaveTextContent(/\b(available|pending)\b/);
    expect(table).not.toHaveTextContent(/\d\d:\d\d:\d\d[.,]\d{3}/);
    const time = pendingRow.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-15T03:20:39.950Z');
    expect(time).toHaveAccessibleDescription(when('2026-11-15T03:20:39.950Z'));
  });

  it('explains a refusal of a backup listed available (a code-less 400: the list was older)', SLOW, async () => {
    api.server.use(http.post(`${API_BASE}/backups/:id`, () => new HttpResponse(null, { status: 400 })));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: `Get download link for ${WEB1_BACKUP.label}` }, WAIT));
    expect(await within(screen.getByRole('dialog')).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'This backup is not ready to download yet: it is still being made. Try again once it is available.',
    );
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
