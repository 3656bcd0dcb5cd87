import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetCapabilities } from '../../api/capabilities/capabilities';
import { createQueryClient } from '../../api/cache/queryClient';
import { sshKeyQueries } from '../../api/resources/sshKeys';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core/demoFixture';
import { API_BASE, setupEmulatorApi } from '../../test/emulatorHarness';
import { usePageAction } from '../../ui/hooks/pageAction';
import { KeyboardButtons } from './KeyboardButtons';
import { KeyboardLayer } from './KeyboardLayer';
import { closeOverlay } from './layerState';

const api = setupEmulatorApi();
const TEAM = DEMO_TEAM_IDS.production;
const SLOW = { timeout: 20_000 };
const WAIT = { timeout: 5_000 };

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  resetCapabilities();
  keysLoaded = true;
});
afterEach(() => {
  act(() => closeOverlay());
  cleanup();
});

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

/** Whether the stand-in SSH keys page has its list (until then it cannot tell whether it can add a key). */
let keysLoaded = true;

/** Stands for the SSH keys page: its main button opens its dialog, and so does being opened to create a key. */
function KeysPage() {
  const [adding, setAdding] = useState(false);
  usePageAction('create', () => setAdding(true), keysLoaded);
  if (!keysLoaded) return <p>Loading keys</p>;
  return adding ? <p>Adding a key</p> : <button onClick={() => setAdding(true)}>Add SSH key</button>;
}

/** Stands for another page with a button of the same name (the deploy page's key picker). */
function DeployPage() {
  const [pressed, setPressed] = useState(false);
  return pressed ? <p>Pressed on the deploy page</p> : <button onClick={() => setPressed(true)}>Add SSH key</button>;
}

function Shell() {
  return (
    <>
      <KeyboardButtons />
      <KeyboardLayer teamId={TEAM} />
      <main id="main-content">
        <Where />
        <input type="search" aria-label="Search this page" />
        <Link to={`/teams/${TEAM}/deploy`}>Deploy</Link>
        <Routes>
          <Route path="ssh-keys" element={<KeysPage />} />
          <Route path="deploy" element={<DeployPage />} />
          <Route path="*" element={null} />
        </Routes>
      </main>
    </>
  );
}

function renderShell(queryClient: QueryClient = createQueryClient(), at = `/teams/${TEAM}/vpcs`) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/teams/:teamId/*" element={<Shell />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const palette = () => screen.findByRole('dialog', { name: 'Search' }, WAIT);
const combobox = () => screen.getByRole('combobox', { name: 'Search resources, areas and actions' });

describe('CommandPalette', () => {
  it('finds a VM by name from the top-bar button; Enter opens its page', SLOW, async () => {
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await palette();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-controls', within(dialog).getByRole('listbox').id);
    await user.type(combobox(), 'web-1');
    const option = await within(dialog).findByRole('option', { name: 'web-1 192.0.2.10 · Amsterdam VM' }, WAIT);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveTextContent('VM');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(`At /teams/${TEAM}/vms/${DEMO_VM_IDS.web1}`)).toBeInTheDocument();
  });

  it('opens with Ctrl+K, finds a VPC by its CIDR and moves with the arrow keys, Home and End', SLOW, async () => {
    const user = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await user.type(combobox(), '10.20.0.0/24');
    const vpc = await within(dialog).findByRole('option', { name: /^shared-services-fra 10\.20\.0\.0\/24/ }, WAIT);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^1 result\./);
    expect(vpc).toHaveAttribute('aria-selected', 'true');

    await user.clear(combobox());
    await user.type(combobox(), 'web');
    await within(dialog).findByRole('option', { name: /^web-2/ }, WAIT);
    const options = () => within(dialog).getAllByRole('option');
    const selected = () => options().findIndex((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(1);
    await user.keyboard('{End}');
    expect(selected()).toBe(options().length - 1);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(options().length - 1);
    await user.keyboard('{Home}');
    expect(selected()).toBe(0);

    await user.click(within(dialog).getByRole('option', { name: /^web-2 / }));
    expect(screen.getByText(`At /teams/${TEAM}/vms/${DEMO_VM_IDS.web2}`)).toBeInTheDocument();
  });

  it('searches a cached list at once and fetches the lists not loaded yet', SLOW, async () => {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(sshKeyQueries.list(TEAM));
    api.requests.length = 0;
    // The VM list answers only when released; a handler that returns nothing passes on to the emulator.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(http.get(`${API_BASE}/vm`, () => held));
    const user = renderShell(queryClient);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await palette();
    await user.type(combobox(), 'alice');
    // The key comes from the cache: found while the VM list is still on its way.
    expect(within(dialog).getByRole('option', { name: /^alice laptop / })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 result. Searching 1 more list…');
    release();
    expect(await within(dialog).findByText('1 result.', undefined, WAIT)).toHaveAttribute('role', 'status');
    await user.clear(combobox());
    await user.type(combobox(), '203.0.113.50');
    await within(dialog).findByRole('option', { name: /^edge anycast/ }, WAIT);
    const lists = api.requests.filter((request) => request.method === 'GET').map((request) => request.path);
    expect(lists).toEqual(
      expect.arrayContaining([
        '/vm',
        '/network/vpcs',
        '/network/firewalls',
        '/network/reserved_ips',
        '/object-storage',
      ]),
    );
    expect(lists).not.toContain('/ssh_keys');
    // And the list fetched here is in the cache the pages read.
    expect(queryClient.getQueryData(['team', TEAM, 'vms', 'list'])).toBeDefined();
  });

  it('says plainly which list failed and keeps the others’ results', SLOW, async () => {
    api.server.use(http.get(`${API_BASE}/ssh_keys`, () => new HttpResponse(null, { status: 500 })));
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await palette();
    await user.type(combobox(), 'web');
    expect(await within(dialog).findByText(/^SSH keys could not be searched:/, undefined, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: /^web-1 192/ }, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry SSH keys' })).toBeInTheDocument();
  });

  it('lists the teams on “Switch team…” and opens the same area of the one picked', SLOW, async () => {
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await palette();
    await user.type(combobox(), 'switch');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Switch team' });
    const teams = within(dialog).getByRole('combobox', { name: 'Search teams' });
    expect(teams).toHaveFocus();
    await within(dialog).findByRole('option', { name: /^Acme Staging/ }, WAIT);
    await user.type(teams, 'stag');
    await user.keyboard('{Enter}');
    expect(screen.getByText(`At /teams/${DEMO_TEAM_IDS.staging}/vpcs`)).toBeInTheDocument();
  });

  it('offers areas and actions before anything is typed; “Add SSH key” opens that page’s dialog', SLOW, async () => {
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await palette();
    expect(within(dialog).getByRole('option', { name: /^Deploy a VM/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: /^Virtual machines/ })).toBeInTheDocument();
    await user.type(combobox(), 'ssh keys');
    expect(within(dialog).getAllByRole('option')[0]).toHaveAccessibleName('SSH keys Access Area');
    await user.clear(combobox());
    await user.type(combobox(), 'add ssh');
    expect(within(dialog).getAllByRole('option')[0]).toHaveAccessibleName('Add SSH key Action');
    await user.keyboard('{Enter}');
    expect(screen.getByText(`At /teams/${TEAM}/ssh-keys`)).toBeInTheDocument();
    expect(await screen.findByText('Adding a key', undefined, WAIT)).toBeInTheDocument();
  });

  it(
    'hands “Add SSH key” to the page, pressing no button: left at once, the next page is left alone',
    SLOW,
    async () => {
      keysLoaded = false;
      const user = renderShell();
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await palette();
      await user.type(combobox(), 'add ssh');
      await user.keyboard('{Enter}');
      expect(screen.getByText('Loading keys')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Deploy' }));
      expect(screen.getByText(`At /teams/${TEAM}/deploy`)).toBeInTheDocument();
      // Long enough for anything still waiting for an "Add SSH key" button to find this page's.
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.getByRole('button', { name: 'Add SSH key' })).toBeInTheDocument();
      expect(screen.queryByText('Pressed on the deploy page')).toBeNull();
    },
  );

  // Escape is the native <dialog>'s cancel, which jsdom lacks: e2e/palette.spec.ts presses it in Chromium.
  it('closes and gives focus back to where it was', SLOW, async () => {
    const user = renderShell();
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    await user.click(within(await palette()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('KeyboardLayer shortcuts', () => {
  it('g then k goes to SSH keys; / focuses the page’s search; ? lists the shortcuts', SLOW, async () => {
    const user = renderShell();
    await user.keyboard('gk');
    expect(screen.getByText(`At /teams/${TEAM}/ssh-keys`)).toBeInTheDocument();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search this page' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    // Typed in a field, the same keys are text.
    await user.keyboard('gv?');
    expect(search).toHaveValue('gv?');
    expect(screen.getByText(`At /teams/${TEAM}/ssh-keys`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    search.blur();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, WAIT);
    expect(within(help).getByText('SSH keys')).toBeInTheDocument();
    // While a dialog is open, no shortcut fires.
    await user.keyboard('gv');
    expect(screen.getByText(`At /teams/${TEAM}/ssh-keys`)).toBeInTheDocument();
  });

  it('leaves every key to the VM console while its screen has focus', SLOW, async () => {
    const user = renderShell();
    const screenRegion = document.createElement('div');
    screenRegion.setAttribute('role', 'region');
    screenRegion.setAttribute('aria-label', 'Console screen of web-1');
    screenRegion.setAttribute('data-takes-every-key', '');
    const canvas = document.createElement('canvas');
    canvas.tabIndex = -1;
    screenRegion.append(canvas);
    screen.getByRole('main').append(screenRegion);
    canvas.focus();
    await user.keyboard('{Control>}k{/Control}gk?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(`At /teams/${TEAM}/vpcs`)).toBeInTheDocument();
  });
});
