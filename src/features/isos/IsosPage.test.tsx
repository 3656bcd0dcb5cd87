import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCapabilities } from '../../api/capabilities/capabilities';
import type { CustomIso } from '../../api/types';
import { DEMO_MEDIA_IDS, DEMO_TEAM_IDS } from '../../emulator/core/demoFixture';
import { API_BASE, emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderRoutes } from '../../test/renderInApp';
import { IsosPage } from './IsosPage';

// The emulator answers every ISO operation; a test that needs set download states declares the list.
const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;

beforeEach(() => resetCapabilities());

function DeployPageStandIn() {
  return <p>Deploy page {useLocation().search}</p>;
}

function renderPage() {
  return renderRoutes(`/teams/${TEAM}/isos`, {
    '/teams/:teamId/isos': <IsosPage />,
    '/teams/:teamId/vms/new': <DeployPageStandIn />,
  });
}

const table = () => screen.getByRole('table', { name: 'Custom ISOs' });
const rowOf = async (name: string | RegExp) => within(table()).getByRole('row', { name });
const urlField = () => screen.getByRole('textbox', { name: /^ISO address/ });
const openAdd = () => screen.getAllByRole('button', { name: 'Add ISO' })[0]!;
const submitAdd = () =>
  within(screen.getByRole('dialog', { name: 'Add ISO' })).getByRole('button', { name: 'Add ISO' });

const SLOW = { timeout: 30_000 };

/** Pasted, not typed key by key: the page re-renders the list on every key. */
async function fill(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(urlField());
  await user.paste(text);
}

function iso(overrides: Partial<CustomIso>): CustomIso {
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    date_created: '2026-01-01T00:00:00Z',
    filename: 'alpine.iso',
    name: 'alpine',
    desc: '',
    size: 300 * 1024 ** 2,
    status: 100,
    is_system_iso: false,
    ...overrides,
  };
}

describe('IsosPage', () => {
  it(
    'tells the provider’s ISOs from the team’s: only the team’s can be deleted; a ready one links to the deploy page',
    async () => {
      const user = renderPage();
      const rescue = await screen.findByRole('row', { name: /systemrescue/ }, { timeout: 5_000 });
      expect(within(rescue).getByText('This team')).toBeInTheDocument();
      expect(within(rescue).getByText('Ready')).toBeInTheDocument();
      expect(within(rescue).getByRole('button', { name: /^Delete systemrescue/ })).toBeInTheDocument();

      const ubuntu = await rowOf(/Ubuntu 24\.04/);
      expect(within(ubuntu).getByText('Provider')).toBeInTheDocument();
      expect(within(ubuntu).queryByRole('button', { name: /^Delete/ })).toBeNull();

      await user.click(within(ubuntu).getByRole('link', { name: /^Deploy a VM from Ubuntu 24\.04/ }));
      expect(await screen.findByText(/^Deploy page \?iso=[0-9a-f-]+$/)).toBeInTheDocument();
    },
    SLOW.timeout,
  );

  it('shows a download as a progress bar with its percent, and Ready and Failed as words', async () => {
    api.server.use(
      http.get(`${API_BASE}/isos`, () =>
        HttpResponse.json({
          isos: [
            iso({ id: '00000000-0000-4000-8000-000000000001', name: 'going', status: 40 }),
            iso({ id: '00000000-0000-4000-8000-000000000002', name: 'done', status: 100 }),
            iso({ id: '00000000-0000-4000-8000-000000000003', name: 'broken', status: -1 }),
          ],
        }),
      ),
    );
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Download of going' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(await rowOf(/^done/)).getByText('Ready')).toBeInTheDocument();
    const broken = await rowOf(/^broken/);
    expect(within(broken).getByText('Failed')).toBeInTheDocument();
    expect(within(broken).queryByRole('link', { name: /^Deploy/ })).toBeNull();
    expect(within(broken).getByRole('button', { name: 'Delete broken' })).toBeInTheDocument();
  });

  it(
    'checks the address before sending, then adds the ISO, which shows downloading',
    async () => {
      const user = renderPage();
      await screen.findByRole('row', { name: /systemrescue/ }, { timeout: 5_000 });
      await user.click(openAdd());
      await fill(user, 'ftp://example.net/alpine.iso');
      await user.click(submitAdd());
      expect(urlField()).toHaveAccessibleDescription(/must start with https:\/\/ or http:\/\//);
      await user.clear(urlField());
      await fill(user, 'https://example.net/images/');
      await user.click(submitAdd());
      expect(urlField()).toHaveAccessibleDescription(/end in a file name ending in \.iso/);
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

      await user.clear(urlField());
      await fill(user, ' https://example.net/images/alpine-virt-3.22.iso ');
      await user.click(submitAdd());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const post = api.requests.find((request) => request.method === 'POST' && request.path === '/isos');
      expect(post?.body).toEqual({ team_id: TEAM, url: 'https://example.net/images/alpine-virt-3.22.iso' });
      expect(await screen.findByRole('progressbar', { name: 'Download of alpine-virt-3.22' })).toHaveAttribute(
        'aria-valuenow',
      );
      expect(screen.getByText(/The ISO is downloading/)).toBeInTheDocument();
    },
    SLOW.timeout,
  );

  it(
    'explains a reached limit (401, as documented) on the form and keeps the address',
    async () => {
      const user = renderPage();
      await screen.findByRole('row', { name: /systemrescue/ }, { timeout: 5_000 });
      // The demo team holds one of its three ISOs.
      for (const name of ['a', 'b']) {
        await user.click(openAdd());
        await fill(user, `https://example.net/${name}.iso`);
        await user.click(submitAdd());
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
      await user.click(openAdd());
      await fill(user, 'https://example.net/c.iso');
      await user.click(submitAdd());
      const dialog = screen.getByRole('dialog', { name: 'Add ISO' });
      expect(await within(dialog).findByText(/limit of ISOs/)).toBeInTheDocument();
      expect(urlField()).toHaveValue('https://example.net/c.iso');
    },
    SLOW.timeout,
  );

  it(
    'places a code-less 400 on the address field',
    async () => {
      api.server.use(http.post(`${API_BASE}/isos`, () => new HttpResponse(null, { status: 400 })));
      const user = renderPage();
      await screen.findByRole('row', { name: /systemrescue/ }, { timeout: 5_000 });
      await user.click(openAdd());
      await fill(user, 'https://example.net/huge.iso');
      await user.click(submitAdd());
      await waitFor(() => expect(urlField()).toHaveAccessibleDescription(/^The ISO was refused/));
      expect(urlField()).toHaveValue('https://example.net/huge.iso');
    },
    SLOW.timeout,
  );

  it(
    'explains why an ISO a VM was deployed from cannot be deleted',
    async () => {
      const user = renderPage();
      const rescue = await screen.findByRole('row', { name: /systemrescue/ }, { timeout: 5_000 });
      await user.click(within(rescue).getByRole('button', { name: /^Delete/ }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete ISO' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete ISO' }));
      expect(await within(dialog).findByText(/attached to a VM/)).toBeInTheDocument();
      expect(api.last()).toMatchObject({ method: 'DELETE', path: `/isos/${DEMO_MEDIA_IDS.rescueIso}` });
    },
    SLOW.timeout,
  );

  it('says so when the server offers no ISOs', async () => {
    api.server.use(http.get(`${API_BASE}/isos`, () => new HttpResponse(null, { status: 404 })));
    renderPage();
    expect(await screen.findByText(/This server does not offer custom ISOs/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add ISO' })).toBeNull();
  });
});
