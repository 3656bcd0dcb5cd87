import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityStarted, clearActivity } from '../../api/activity/activity';
import { createQueryClient } from '../../api/cache/queryClient';
import { rememberTakenSnapshot } from '../../api/resources/snapshots';
import { DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS } from '../../emulator/core';
import { API_BASE, emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderRoutes } from '../../test/renderInApp';
import { SnapshotsPage } from './SnapshotsPage';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const DEMO_SNAPSHOT = 'e4f2fdac-ac8f-40ec-9bff-0d8e0f0df046';
// A page with a few requests behind each step is slow on a busy machine.
const SLOW = { timeout: 20_000 };
/** How long a find waits for the page's requests on a busy machine. */
const WAIT = { timeout: 5_000 };

beforeEach(() => {
  sessionStorage.clear();
  clearActivity();
});

/** Another client of the same account (another tab, a script): straight to the API. */
async function asAnotherClient(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${DEMO_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
}

function renderPage(queryClient: QueryClient = createQueryClient()) {
  const user = renderRoutes(`/teams/${TEAM}/snapshots`, { '/teams/:teamId/snapshots': <SnapshotsPage /> }, queryClient);
  return { user, queryClient };
}

const table = () => screen.getByRole('table', { name: 'Snapshots' });
const rowOf = async (name: string) =>
  (await within(table()).findAllByRole('row', undefined, WAIT)).find((row) => within(row).queryByText(name) !== null);

describe('SnapshotsPage', () => {
  it('lists the snapshots with status, size and the VM where this tab took it', SLOW, async () => {
    const taken = (await asAnotherClient('POST', `/vm/${DEMO_VM_IDS.web2}/snapshot`, {
      team_id: TEAM,
      name: 'nightly',
    })) as { snapshot_id: string };
    rememberTakenSnapshot(TEAM, taken.snapshot_id, DEMO_VM_IDS.web2);
    renderPage();

    await screen.findByText('before-php-upgrade', undefined, WAIT);
    const demo = await rowOf('before-php-upgrade');
    expect(demo).toHaveTextContent('Available');
    expect(demo).toHaveTextContent('8.0 GiB');
    expect(demo).toHaveTextContent('Not known');
    expect(within(demo!).getByRole('link', { name: 'Deploy a VM from before-php-upgrade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/vms\/new\?snapshot=[0-9a-f-]+$/),
    );
    const nightly = await rowOf('nightly');
    expect(nightly).toHaveTextContent('Pending');
    expect(within(nightly!).queryByRole('link', { name: /^Deploy/ })).toBeNull();
    await waitFor(() => expect(within(nightly!).getByRole('link', { name: 'web-2' })).toBeInTheDocument(), WAIT);
    expect(screen.getByText('2 snapshots')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search snapshots' }), 'web-2');
    await waitFor(() => expect(screen.getByText('1 of 2 snapshots')).toBeInTheDocument(), WAIT);
  });

  it(
    'names a deleted VM it was taken from by the name this tab knew, else as a deleted VM, never by a bare id',
    SLOW,
    async () => {
      const first = (await asAnotherClient('POST', `/vm/${DEMO_VM_IDS.web2}/snapshot`, {
        team_id: TEAM,
        name: 'nightly',
      })) as { snapshot_id: string };
      const second = (await asAnotherClient('POST', `/vm/${DEMO_VM_IDS.web1}/snapshot`, {
        team_id: TEAM,
        name: 'weekly',
      })) as { snapshot_id: string };
      rememberTakenSnapshot(TEAM, first.snapshot_id, DEMO_VM_IDS.web2);
      rememberTakenSnapshot(TEAM, second.snapshot_id, DEMO_VM_IDS.web1);
      // Both VMs are gone since: this tab deleted web-2 (so Activity knows its name); web-1 went elsewhere.
      activityStarted({ what: 'Delete VM', subject: { id: DEMO_VM_IDS.web2, name: 'web-2' }, teamId: TEAM });
      api.server.use(http.get(`${API_BASE}/vm`, () => HttpResponse.json([])));
      renderPage();

      await screen.findByText('nightly', undefined, WAIT);
      const nightly = await rowOf('nightly');
      await waitFor(() => expect(nightly).toHaveTextContent('web-2'), WAIT);
      const weekly = await rowOf('weekly');
      await waitFor(() => expect(weekly).toHaveTextContent('A deleted VM'), WAIT);
      expect(within(weekly!).queryByRole('link', { name: DEMO_VM_IDS.web1 })).toBeNull();
      expect(within(weekly!).getByText(DEMO_VM_IDS.web1)).toHaveClass('font-mono');
    },
  );

  it(
    'deletes a snapshot after saying what is lost; the request names no team, and the list updates',
    SLOW,
    async () => {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Delete before-php-upgrade' }, WAIT));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete snapshot' });
      expect(dialog).toHaveTextContent('gone for good: no VM can be restored or deployed from it');
      expect(dialog).toHaveTextContent('This cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete snapshot' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
      const sent = api.requests.find((request) => request.method === 'DELETE');
      expect(sent).toMatchObject({ path: `/snapshots/${DEMO_SNAPSHOT}`, query: {} });
      expect(await screen.findByText('No snapshots yet', undefined, WAIT)).toBeInTheDocument();
      expect(screen.getByText('Snapshot “before-php-upgrade” deleted.')).toBeInTheDocument();
    },
  );

  it('says a snapshot deleted elsewhere is gone, and drops its row', SLOW, async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete before-php-upgrade' }, WAIT));
    await asAnotherClient('DELETE', `/snapshots/${DEMO_SNAPSHOT}`);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete snapshot' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete snapshot' }));
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent('no longer exists');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No snapshots yet', undefined, WAIT)).toBeInTheDocument();
  });

  it('shows a download link once, asked without a team, and keeps nothing of it after closing', SLOW, async () => {
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Get download link for before-php-upgrade' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Download link for before-php-upgrade' });
    const field = await within(dialog).findByRole('textbox', { name: 'Download link' }, WAIT);
    const url = (field as HTMLInputElement).value;
    expect(url).toMatch(/^https:\/\/ams\.dl\.emulator\.test\/download\?fid=[0-9a-f]{32}$/);
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: `/snapshots/${DEMO_SNAPSHOT}`,
      query: {},
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(url);
    expect(JSON.stringify(sessionStorage)).not.toContain(url);
    expect(JSON.stringify(localStorage)).not.toContain(url);
    // gcTime 0: the answer leaves the mutation cache once nothing shows it.
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0), WAIT);
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain('fid=');
  });

  it('explains a code-less 400 on a pending snapshot, and the next try gets a new link', SLOW, async () => {
    let refuse = true;
    api.server.use(
      http.post(`${API_BASE}/snapshots/:id`, () => (refuse ? new HttpResponse(null, { status: 400 }) : undefined)),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Get download link for before-php-upgrade' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Download link for before-php-upgrade' });
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'This snapshot is not ready to download yet: it is still being taken. Try again once it is available.',
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Get download link for before-php-upgrade' }));
    expect(
      await within(screen.getByRole('dialog')).findByRole('textbox', { name: 'Download link' }, WAIT),
    ).toHaveDisplayValue(/fid=/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains the emulator’s code for a snapshot still being taken', SLOW, async () => {
    await asAnotherClient('POST', `/vm/${DEMO_VM_IDS.web2}/snapshot`, { team_id: TEAM, name: 'nightly' });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Get download link for nightly' }, WAIT));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent('This is still being created. Download it once it is available.');
    expect(alert).toHaveTextContent('(DOWNLOAD_NOT_READY)');
  });

  it('has an empty state', SLOW, async () => {
    await asAnotherClient('DELETE', `/snapshots/${DEMO_SNAPSHOT}`);
    renderPage();
    expect(await screen.findByText('No snapshots yet', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/Take a snapshot from a VM’s page/)).toBeInTheDocument();
  });
});
