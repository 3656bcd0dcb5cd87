import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { centralSentence, codelessError } from '../../test/codeless';
import type { CreateReservedIpInput } from '../../api/resources/reservedIps';
import { CreateReservedIpDialog } from './CreateReservedIpDialog';
import { configureApi } from '../../api/http/client';

// The dialog shows the request it would send: its URL is built on the configured API root.
configureApi({ baseUrl: '/api' });

const { create } = vi.hoisted(() => ({
  create: vi.fn<(input: CreateReservedIpInput) => Promise<{ rip_id: string; ip_addr: string }>>(),
}));
vi.mock('../../api/resources/reservedIps', async (original) => ({
  ...(await original<typeof import('../../api/resources/reservedIps')>()),
  useCreateReservedIp: () => useMutation({ mutationFn: create }),
  useReservedIps: () => ({ data: [] }),
}));
vi.mock('../../api/vms/vms', () => ({ useVms: () => ({ data: undefined, isError: false }) }));
// The catalogue (GET /instance_types) is where locations come from.
vi.mock('../../api/resources/catalogue', () => ({
  useCatalogueLocations: () => ({ locations: ['Atlantis', 'London', 'Sydney'], isPending: false, error: null }),
}));

function renderDialog() {
  const onCreated = vi.fn();
  const user = renderForm(<CreateReservedIpDialog teamId="t1" open onClose={() => undefined} onCreated={onCreated} />);
  return { onCreated, user };
}

const locationField = () => screen.getByRole('combobox', { name: /^Location/ });
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const versionField = () => screen.getByRole('combobox', { name: /^IP version/ });
const submit = () => screen.getByRole('button', { name: 'Reserve IP' });

describe('CreateReservedIpDialog', () => {
  beforeEach(() => {
    create.mockReset();
  });

  it('offers the catalogue’s locations as a select', () => {
    renderDialog();
    expect(locationField().tagName).toBe('SELECT');
    expect(screen.getAllByRole('option', { name: /^(?!IPv)/ }).map((option) => option.textContent)).toEqual([
      'Choose a location',
      'Atlantis',
      'London',
      'Sydney',
    ]);
  });

  it('offers IPv6 as a /64 network and sends ip_type "ipv6" without a name when none is typed', async () => {
    create.mockResolvedValue({ rip_id: 'r1', ip_addr: '2001:db8:5::/64' });
    const { user, onCreated } = renderDialog();
    expect(versionField()).toHaveValue('ipv4');
    expect(versionField()).toHaveAccessibleDescription(/One public IPv4 address/);
    await user.selectOptions(versionField(), 'IPv6');
    expect(versionField()).toHaveAccessibleDescription(/A \/64 IPv6 network/);
    expect(nameField()).not.toBeRequired();
    await user.selectOptions(locationField(), 'Sydney');
    await user.click(submit());
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ id: 'r1', ip_addr: '2001:db8:5::/64', name: '2001:db8:5::/64' }),
    );
    expect(create.mock.calls[0]?.[0]).toEqual({ location: 'Sydney', ip_type: 'ipv6' });
  });

  it('says the API quotes no price before reserving, and names no figure of its own', () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'The API shows no price before reserving: the new reserved IP’s price shows on its page once it is made. Reserving is charged to the account balance, and refused when the balance is short.',
    );
  });

  it('sends ipv4 and the name when one is typed', async () => {
    create.mockResolvedValue({ rip_id: 'r2', ip_addr: '192.0.2.50' });
    const { user, onCreated } = renderDialog();
    await user.selectOptions(locationField(), 'Sydney');
    await user.type(nameField(), ' edge ');
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'r2', ip_addr: '192.0.2.50', name: 'edge' }));
    expect(create.mock.calls[0]?.[0]).toEqual({ location: 'Sydney', name: 'edge', ip_type: 'ipv4' });
  });

  it('says in plain words why a code-less refusal happened, keeping what was typed', async () => {
    create.mockRejectedValue(codelessError('POST', '/network/reserved_ips', 400));
    const { user } = renderDialog();
    await user.selectOptions(locationField(), 'Atlantis');
    await user.type(nameField(), 'x');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(centralSentence('POST', '/network/reserved_ips', 400));
    expect(locationField()).toHaveValue('Atlantis');
    expect(nameField()).toHaveValue('x');
  });
});
