import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS } from '../../../emulator/core';
import { API_BASE, emulatorApiPerTest } from '../../../test/emulatorHarness';
import { renderRoutes } from '../../../test/renderInApp';
import { DeployVmPage } from './DeployVmPage';
import { SHOWN_MATCHES_MAX } from './keyPicker';
import { keyId, manyKeys } from './manyKeys';

// The emulator answers the catalogue, keys, VPCs and VMs; the deploy's own operations are declared here.
const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const VPS_2 = 'ab16c1e6-fa2c-49c1-88ec-7aa054da088c';
const priceRequests = () => api.requests.filter((request) => request.path === '/instance_price');
const deployRequests = () => api.requests.filter((request) => request.method === 'POST' && request.path === '/vm');

let deployAnswer: () => Response;

beforeEach(() => {
  deployAnswer = () => new HttpResponse(null, { status: 402 });
  api.server.use(
    http.get(`${API_BASE}/isos`, () => HttpResponse.json({ isos: [] })),
    http.get(`${API_BASE}/instance_price`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const month = Number(query.get('vcpu')) * 5 + Number(query.get('disk')) * 0.1;
      return HttpResponse.json({
        instance_type: query.get('instance_type'),
        vcpu: Number(query.get('vcpu')),
        ram: Number(query.get('ram')),
        disk: Number(query.get('disk')),
        bw: 1000,
        net_rate: 1000,
        price_per_month: month,
        price_per_quarter: month * 3,
        price_per_semiannual: month * 6,
        price_per_annual: month * 12,
        currency: (query.get('currency') ?? 'usd').toUpperCase(),
      });
    }),
    http.post(`${API_BASE}/vm`, () => deployAnswer()),
  );
});

function VmPageStandIn() {
  const { vmId } = useParams();
  return <p>VM page of {vmId}</p>;
}

function renderPage(address = `/teams/${TEAM}/vms/new`) {
  return renderRoutes(address, {
    '/teams/:teamId/vms/new': <DeployVmPage />,
    '/teams/:teamId/vms/:vmId': <VmPageStandIn />,
    '/teams/:teamId/vms': <p>VM list</p>,
  });
}

const price = () => screen.getByRole('status', { name: 'Price' });

async function choosePlan(user: ReturnType<typeof userEvent.setup>) {
  const location = screen.getByRole('combobox', { name: /Location/ });
  await waitFor(() => expect(within(location).getByRole('option', { name: 'Amsterdam' })).toBeInTheDocument());
  await user.selectOptions(location, 'Amsterdam');
  await user.click(screen.getByRole('radio', { name: 'vps-2' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /vCPUs/ }), '2');
}

async function chooseDebian12(user: ReturnType<typeof userEvent.setup>) {
  const os = screen.getByRole('combobox', { name: /OS template/ });
  await waitFor(() => expect(within(os).getByRole('option', { name: 'Debian 12' })).toBeInTheDocument());
  await user.selectOptions(os, 'Debian 12');
}

// A whole page filled by a user is slow on a busy machine.
const SLOW = { timeout: 30_000 };

describe('DeployVmPage', () => {
  it('prices the plan once it settles, and again when it changes, one request after typing', SLOW, async () => {
    const user = renderPage();
    // The price panel is drawn in the frame after the first.
    expect(await screen.findByRole('status', { name: 'Price' })).toHaveTextContent(
      'Choose a location and an instance type for a price.',
    );
    await choosePlan(user);
    const disk = screen.getByRole('textbox', { name: /Disk/ });
    await user.clear(disk);
    await user.type(disk, '25');
    await waitFor(() => expect(price()).toHaveTextContent('$12.50 per month'));
    // The plan priced is the one on screen (a step the user paused on may have been priced too).
    expect(priceRequests().at(-1)?.query).toEqual({
      vcpu: '2',
      ram: '4096',
      disk: '25',
      location: 'Amsterdam',
      instance_type: VPS_2,
      currency: 'usd',
    });

    const before = priceRequests().length;
    await user.clear(disk);
    await user.type(disk, '75');
    await waitFor(() => expect(price()).toHaveTextContent('$17.50 per month'));
    expect(
      priceRequests()
        .slice(before)
        .map((request) => request.query.disk),
    ).toEqual(['75']);

    await user.selectOptions(screen.getByRole('combobox', { name: /Payment cycle/ }), 'quarterly');
    expect(price()).toHaveTextContent('$17.50 a month, billed $52.50 every 3 months');
    expect(price()).toHaveTextContent('The same as monthly ($17.50 a month).');

    // Two years are not quoted: no figure is given for them, only the quoted year as a reference.
    await user.selectOptions(screen.getByRole('combobox', { name: /Payment cycle/ }), 'biennially');
    expect(price()).toHaveTextContent('Not quoted by the API');
    expect(price()).toHaveTextContent('For reference, the API quotes one year of this plan at $210.00.');
    expect(price()).not.toHaveTextContent('$420.00');
    await user.selectOptions(screen.getByRole('combobox', { name: /Payment cycle/ }), 'quarterly');

    // Back to a plan priced before: answered from the cache.
    await user.clear(disk);
    await user.type(disk, '25');
    await waitFor(() => expect(price()).toHaveTextContent('$12.50 a month, billed $37.50 every 3 months'));
    expect(priceRequests()).toHaveLength(before + 1);
  });

  it('keeps every value after a 402 and says why', SLOW, async () => {
    const user = renderPage();
    await choosePlan(user);
    await chooseDebian12(user);
    await user.click(screen.getByRole('checkbox', { name: /IPv6/ }));
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'web-9');
    await waitFor(() => expect(price()).toHaveTextContent('$18.00 per month'));

    await user.click(screen.getByRole('button', { name: 'Deploy VM' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The team’s balance does not cover the first charge of this VM ($18.00 per month). Add funds, then try again.',
    );
    expect(deployRequests()).toHaveLength(1);
    expect(deployRequests()[0]?.body).toEqual({
      team_id: TEAM,
      name: 'web-9',
      payment_cycle: 'monthly',
      instance_type: VPS_2,
      location: 'Amsterdam',
      cpu: 2,
      ram: 4096,
      disk: 80,
      os: 111,
      ipv6: true,
    });
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue('Amsterdam');
    expect(screen.getByRole('radio', { name: 'vps-2' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /vCPUs/ })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /Disk/ })).toHaveValue('80');
    expect(screen.getByRole('combobox', { name: /OS template/ })).toHaveValue('111');
    expect(screen.getByRole('checkbox', { name: /IPv6/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('web-9');
  });

  it('opens the new VM’s page when the answer names it', SLOW, async () => {
    deployAnswer = () => HttpResponse.json({ id: 'c0ffee00-0000-4000-8000-000000000001' }, { status: 201 });
    const user = renderPage();
    await choosePlan(user);
    await chooseDebian12(user);
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'web-9');
    await user.click(screen.getByRole('button', { name: 'Deploy VM' }));
    expect(await screen.findByText('VM page of c0ffee00-0000-4000-8000-000000000001')).toBeInTheDocument();
  });

  it('starts a chosen type at its plan, and keeps what was typed for it', SLOW, async () => {
    const user = renderPage();
    await choosePlan(user);
    expect(screen.getByRole('combobox', { name: /vCPUs/ })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: /RAM/ })).toHaveValue('4096');
    const disk = screen.getByRole('textbox', { name: /Disk/ });
    expect(disk).toHaveValue('80');

    await user.clear(disk);
    await user.type(disk, '50');
    await user.click(screen.getByRole('radio', { name: 'vps-4' }));
    expect(screen.getByRole('textbox', { name: /Disk/ })).toHaveValue('160');
    await user.click(screen.getByRole('radio', { name: 'vps-2' }));
    expect(screen.getByRole('textbox', { name: /Disk/ })).toHaveValue('50');
  });

  it('says at once that a disk is over the type’s maximum, and that this is why there is no price', SLOW, async () => {
    const user = renderPage();
    await choosePlan(user);
    const disk = screen.getByRole('textbox', { name: /Disk/ });
    await user.clear(disk);
    await user.type(disk, '81');
    expect(disk).toHaveAccessibleDescription(/At most 80 GB for vps-2\./);
    expect(disk).toBeInvalid();
    expect(price()).toHaveTextContent('Disk is over this type’s 80 GB maximum.');
    expect(price()).not.toHaveTextContent('Choose a location');
  });

  it('claims no SSH keys for root with a Windows template, and sends none', SLOW, async () => {
    deployAnswer = () => HttpResponse.json({ id: 'c0ffee00-0000-4000-8000-000000000003' }, { status: 201 });
    const user = renderPage();
    const alice = await screen.findByRole('checkbox', { name: /^alice/i }, { timeout: 10_000 });
    expect(screen.getByRole('group', { name: 'SSH keys' })).toHaveTextContent('Installed for the root user.');
    await user.click(alice);
    await choosePlan(user);
    const os = screen.getByRole('combobox', { name: /OS template/ });
    await waitFor(() => expect(within(os).getByRole('option', { name: 'Windows Server 2022' })).toBeInTheDocument());
    await user.selectOptions(os, 'Windows Server 2022');

    expect(screen.queryByText(/root user/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'SSH keys' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Windows templates take no SSH keys: sign in as Administrator with the password/),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'win-1');
    await user.click(screen.getByRole('button', { name: 'Deploy VM' }));
    expect(await screen.findByText('VM page of c0ffee00-0000-4000-8000-000000000003')).toBeInTheDocument();
    expect(deployRequests()[0]?.body).not.toHaveProperty('ssh_keys');
  });

  it('moves the focus to the first field to fix', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deploy VM' }));
    const location = screen.getByRole('combobox', { name: /Location/ });
    await waitFor(() => expect(location).toHaveFocus());
    expect(location).toHaveAccessibleDescription(/Choose a location\./);
    expect(deployRequests()).toHaveLength(0);
  });

  it('with 10,003 SSH keys shows a few, finds the ones asked for and sends those chosen', SLOW, async () => {
    api.server.use(http.get(`${API_BASE}/ssh_keys`, () => HttpResponse.json({ ssh_keys: manyKeys(10_003) })));
    deployAnswer = () => HttpResponse.json({ id: 'c0ffee00-0000-4000-8000-000000000002' }, { status: 201 });
    const user = renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search SSH keys' }, { timeout: 10_000 });
    const keys = screen.getByRole('group', { name: 'SSH keys' });
    expect(within(keys).getAllByRole('checkbox')).toHaveLength(SHOWN_MATCHES_MAX);

    await user.type(search, 'key 07777');
    await user.click(within(keys).getByRole('checkbox', { name: /^key 07777/ }));
    await user.clear(search);
    await user.type(search, 'key 00042');
    await user.click(within(keys).getByRole('checkbox', { name: /^key 00042/ }));
    expect(within(keys).getByRole('group', { name: 'Chosen (2)' })).toBeInTheDocument();

    await choosePlan(user);
    await chooseDebian12(user);
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'web-9');
    await user.click(screen.getByRole('button', { name: 'Deploy VM' }));
    expect(await screen.findByText('VM page of c0ffee00-0000-4000-8000-000000000002')).toBeInTheDocument();
    // The chosen keys go as before: their ids, in the order chosen.
    expect(deployRequests()[0]?.body).toMatchObject({ ssh_keys: [keyId(7777), keyId(42)] });
  });

  it('offers the location’s plans as cards, and a deploy without one focuses them and says why', SLOW, async () => {
    const user = renderPage();
    const location = screen.getByRole('combobox', { name: /Location/ });
    await waitFor(() => expect(within(location).getByRole('option', { name: 'London' })).toBeInTheDocument());
    await user.selectOptions(location, 'London');
    const plans = screen.getByRole('group', { name: 'Instance type' });
    // London sells two of the demo's types: a card each.
    expect(within(plans).getAllByRole('radio')).toHaveLength(2);
    await waitFor(() =>
      expect(within(plans).getByRole('radio', { name: 'vps-2' })).toHaveAccessibleDescription(/\$18\.00 a month/),
    );

    await user.click(await screen.findByRole('button', { name: 'Deploy VM' }));
    const first = within(plans).getByRole('radio', { name: 'vps-1' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(/Choose an instance type\./);
    expect(deployRequests()).toHaveLength(0);
  });

  it('suggests a name from what boots and where, until one is typed, and gives it back on request', SLOW, async () => {
    const user = renderPage();
    await choosePlan(user);
    await chooseDebian12(user);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('debian-amsterdam-1'));
    expect(name).toHaveAccessibleDescription(/Suggested from what boots and where/);
    await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Frankfurt');
    await waitFor(() => expect(name).toHaveValue('debian-frankfurt-1'));

    // Typed, the name is the user's: later choices leave it, and so does emptying it.
    await user.clear(name);
    await user.type(name, 'mine');
    await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Amsterdam');
    await user.selectOptions(screen.getByRole('combobox', { name: /OS template/ }), 'Ubuntu 24.04 LTS');
    expect(name).toHaveValue('mine');
    await user.clear(name);
    expect(name).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use the suggested name, ubuntu-amsterdam-1' }));
    expect(name).toHaveValue('ubuntu-amsterdam-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Frankfurt');
    await waitFor(() => expect(name).toHaveValue('ubuntu-frankfurt-1'));
  });

  it('starts from the ISO a link names (?iso=)', async () => {
    const isoId = '150e0000-0000-4000-8000-000000000001';
    api.server.use(
      http.get(`${API_BASE}/isos`, () =>
        HttpResponse.json({
          isos: [{ id: isoId, name: 'rescue.iso', filename: 'rescue.iso', status: 100, is_system_iso: false }],
        }),
      ),
    );
    renderPage(`/teams/${TEAM}/vms/new?iso=${isoId}`);
    // "What to boot" is drawn in the frame after the first.
    expect(await screen.findByRole('radio', { name: 'Custom ISO' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Custom ISO/ })).toHaveValue(isoId));
  });
});
