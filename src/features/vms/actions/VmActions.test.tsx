import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../../api/client';
import { signIn } from '../../../api/session';
import type { FirewallGroup, Vm } from '../../../api/types';
import { ToastProvider } from '../../../ui/Toasts';
import { ApplyToVmsAction } from '../../firewalls/ApplyToVmsAction';
import { BootSettingAction } from './SettingActions';
import { RenameVmAction } from './RenameVmAction';
import { SetRdnsDialog } from './VmRdns';

const BASE = 'http://api.test';
const TEAM = '11111111-2222-4333-8444-555555555555';
const VM = {
  id: '5b0e7c8a-1d2e-4f3a-9b4c-5d6e7f8a9b0c',
  name: 'web-1',
  main_ipv4: '203.0.113.10',
  main_ipv6: '',
  firewall_group_id: null,
  status: 'active',
} as unknown as Vm;

const server = setupServer();
const sent: { method: string; path: string; body: unknown }[] = [];
server.events.on('request:start', ({ request }) => {
  const entry = { method: request.method, path: new URL(request.url).pathname, body: undefined as unknown };
  sent.push(entry);
  void request
    .clone()
    .text()
    .then((text) => {
      entry.body = text === '' ? undefined : (JSON.parse(text) as unknown);
    });
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: BASE });
  signIn('test-token', { keepInTab: false });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function renderUi(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>{ui}</ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const noop = () => undefined;

describe('RenameVmAction', () => {
  it('sends one setting, and keeps what was typed when another action runs (409)', async () => {
    server.use(http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 409 })));
    const user = renderUi(<RenameVmAction teamId={TEAM} vm={VM} onClose={noop} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'web-renamed');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(/Another action is already running on this VM/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('web-renamed');
    await waitFor(() => expect(sent[0]?.body).toEqual({ team_id: TEAM, name: 'web-renamed' }));
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: `/vm/${VM.id}` });
  });

  it('closes once accepted (202)', async () => {
    server.use(http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 202 })));
    let closed = false;
    const user = renderUi(<RenameVmAction teamId={TEAM} vm={VM} onClose={() => (closed = true)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '-b');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe('BootSettingAction', () => {
  it('warns of the power cycle and reads a SEV refusal in words', async () => {
    server.use(http.patch(`${BASE}/vm/:id`, () => HttpResponse.json({ err: 'SEV_REQUIRES_UEFI' }, { status: 400 })));
    const user = renderUi(<BootSettingAction teamId={TEAM} vm={VM} onClose={noop} setting="sev-on" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Turn SEV on' });
    expect(dialog).toHaveTextContent('The VM is power-cycled');
    await user.click(within(dialog).getByRole('button', { name: 'Turn SEV on' }));
    expect(await within(dialog).findByText(/SEV needs UEFI boot/)).toBeInTheDocument();
    await waitFor(() => expect(sent[0]?.body).toEqual({ team_id: TEAM, enable_sev: true }));
  });
});

describe('SetRdnsDialog', () => {
  it('says the domain must resolve, then explains a 403 in plain words', async () => {
    server.use(http.post(`${BASE}/vm/:id/rdns`, () => new HttpResponse(null, { status: 403 })));
    const user = renderUi(
      <SetRdnsDialog
        teamId={TEAM}
        vmId={VM.id}
        row={{ ip: '203.0.113.10', domain: null, version: 4 }}
        onClose={noop}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('The domain must already resolve to 203.0.113.10');
    await user.type(screen.getByRole('textbox', { name: 'Domain name' }), 'web.example.com');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(
      await screen.findByText('The domain resolves to another address. Point it at this address first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain name' })).toHaveValue('web.example.com');
    await waitFor(() =>
      expect(sent[0]?.body).toEqual({ team_id: TEAM, ip_addr: '203.0.113.10', domain: 'web.example.com' }),
    );
  });

  it('refuses a bare word before sending', async () => {
    const user = renderUi(
      <SetRdnsDialog
        teamId={TEAM}
        vmId={VM.id}
        row={{ ip: '203.0.113.10', domain: null, version: 4 }}
        onClose={noop}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Domain name' }), 'localhost');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(/Enter a full domain name/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('ApplyToVmsAction', () => {
  const group: FirewallGroup = {
    id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    description: 'Public web',
    created: '2026-03-01T08:00:00Z',
    updated: '2026-03-01T08:00:00Z',
    instance_count: 0,
    rule_count: 2,
  };
  const other = { ...VM, id: '6c1f8d9b-2e3f-4a4b-8c5d-6e7f8a9b0c1d', name: 'db-1' };

  it('sends one PATCH per chosen VM and shows each VM’s result', async () => {
    server.use(
      http.get(`${BASE}/vm`, () => HttpResponse.json([VM, other])),
      http.get(`${BASE}/network/firewalls`, () => HttpResponse.json({ groups: [] })),
      http.patch(`${BASE}/vm/:id`, ({ params }) =>
        params.id === VM.id ? new HttpResponse(null, { status: 202 }) : new HttpResponse(null, { status: 409 }),
      ),
    );
    const user = renderUi(<ApplyToVmsAction teamId={TEAM} group={group} />);
    await user.click(screen.getByRole('button', { name: 'Apply to VMs' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to VMs' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /web-1/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /db-1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const results = await within(dialog).findByRole('list', { name: 'Results' });
    expect(results).toHaveTextContent('web-1: applying.');
    expect(results).toHaveTextContent('db-1: refused. Another action is already running on this VM');
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.path).sort()).toEqual([`/vm/${other.id}`, `/vm/${VM.id}`].sort());
    await waitFor(() => expect(patches[0]?.body).toEqual({ team_id: TEAM, firewall_group_id: group.id }));
  });
});
