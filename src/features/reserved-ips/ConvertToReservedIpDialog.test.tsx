import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { expectRefusedField, holdRequests } from '../../test/formSteps';
import { ApiError } from '../../api/errors/errors';
import { codelessError } from '../../test/codeless';
import type { ReservedIp } from '../../api/types';
import { ConvertToReservedIpDialog } from './ConvertToReservedIpDialog';
import { reservedIp } from './testReservedIps';
import { configureApi } from '../../api/http/client';

// The dialog shows the request it would send: its URL is built on the configured API root.
configureApi({ baseUrl: '/api' });

// A real mutation over a fake request, so the pending state behaves as in the app.
const { convert, reserved, vms } = vi.hoisted(() => ({
  convert: vi.fn<(input: { ip_address: string; name?: string }) => Promise<ReservedIp>>(),
  reserved: { current: undefined as ReservedIp[] | undefined },
  vms: { current: undefined as { id: string; name: string; location: string; main_ipv4: string }[] | undefined },
}));
vi.mock('../../api/resources/reservedIps', async (original) => ({
  ...(await original<typeof import('../../api/resources/reservedIps')>()),
  useConvertToReservedIp: () => useMutation({ mutationFn: convert }),
  useReservedIps: () => ({ data: reserved.current }),
}));
vi.mock('../../api/vms/vms', () => ({ useVms: () => ({ data: vms.current, isError: false }) }));

function renderDialog(address?: string) {
  const onConverted = vi.fn();
  const user = renderForm(
    <ConvertToReservedIpDialog
      teamId="t1"
      open
      onClose={() => undefined}
      onConverted={onConverted}
      address={address}
    />,
  );
  return { onConverted, user };
}

const addressField = () => screen.getByRole('textbox', { name: /primary IPv4 address/ });
// With the VMs' addresses to pick from, the field is a combobox.
const pickerField = () => screen.getByRole('combobox', { name: /primary IPv4 address/ });
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const submit = () => screen.getByRole('button', { name: 'Convert to reserved IP' });
const RIP = reservedIp('r1', 'web-2', '192.0.2.11', { attachment: { id: 'vm2', name: 'web-2' } });

describe('ConvertToReservedIpDialog', () => {
  beforeEach(() => {
    convert.mockReset();
    reserved.current = undefined;
    vms.current = undefined;
  });

  it('marks the VMs’ addresses already reserved, and refuses one before sending', { timeout: 20_000 }, async () => {
    reserved.current = [{ ...RIP, name: 'web-2 address', ip_addr: '192.0.2.11' }];
    vms.current = [
      { id: 'vm1', name: 'web-1', location: 'Amsterdam', main_ipv4: '192.0.2.10' },
      { id: 'vm2', name: 'web-2', location: 'Amsterdam', main_ipv4: '192.0.2.11' },
    ];
    const { user } = renderDialog();
    const options = [...document.querySelectorAll('datalist option')].map((option) => [
      option.getAttribute('value'),
      option.getAttribute('label'),
    ]);
    expect(options).toEqual([
      ['192.0.2.10', 'web-1 · Amsterdam'],
      ['192.0.2.11', 'web-2 · Amsterdam · already reserved (web-2 address)'],
    ]);
    await user.type(pickerField(), '192.0.2.11');
    await user.click(submit());
    await expectRefusedField(pickerField, '192.0.2.11 is already reserved, as “web-2 address”.');
    expect(convert).not.toHaveBeenCalled();
    await user.clear(pickerField());
    await user.type(pickerField(), '192.0.2.10');
    await user.click(submit());
    await waitFor(() => expect(convert).toHaveBeenCalledTimes(1));
    expect(convert.mock.calls[0]?.[0]).toEqual({ ip_address: '192.0.2.10' });
  });

  it('says the API quotes no price before reserving, and what the team’s reserved IPs are billed', async () => {
    reserved.current = [RIP, { ...RIP, id: 'r2', ip_addr: '192.0.2.12' }];
    renderDialog('192.0.2.10');
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'The API shows no price before reserving: the new reserved IP’s price shows on its page once it is made. The team’s reserved IPs are each billed $3.50 per month.',
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent('The first month is charged');
  });

  it('takes the address the VM page gives it, counts the name live, and sends one request', async () => {
    const resolve = holdRequests(convert);
    const { user, onConverted } = renderDialog('192.0.2.11');
    expect(addressField()).toHaveValue('192.0.2.11');
    await user.type(nameField(), 'web-2');
    expect(screen.getByText(/^5 \/ 64/)).toBeInTheDocument();
    await user.click(submit());
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(convert).toHaveBeenCalledTimes(1);
    expect(convert.mock.calls[0]?.[0]).toEqual({ ip_address: '192.0.2.11', name: 'web-2' });
    resolve(RIP);
    await waitFor(() => expect(onConverted).toHaveBeenCalledWith(RIP));
  });

  it('puts IP_NAME_TOO_LONG on the name and keeps everything typed', async () => {
    convert.mockRejectedValue(new ApiError({ status: 400, code: 'IP_NAME_TOO_LONG' }));
    const { user } = renderDialog();
    await user.type(addressField(), '192.0.2.11');
    await user.type(nameField(), 'n'.repeat(65));
    await user.click(submit());
    await expectRefusedField(nameField, 'Use 64 characters or fewer');
    expect(nameField()).toHaveValue('n'.repeat(65));
    expect(addressField()).toHaveValue('192.0.2.11');
  });

  it('shows the balance refusal on the form', async () => {
    convert.mockRejectedValue(new ApiError({ status: 400, code: 'INSUFFICIENT_BALANCE' }));
    const { user } = renderDialog('192.0.2.100');
    await user.type(nameField(), 'stg');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/balance is too low.*INSUFFICIENT_BALANCE/);
  });

  it('converts without a name (the server names it after the address)', async () => {
    convert.mockResolvedValue({ ...RIP, name: '192.0.2.11' });
    const { user, onConverted } = renderDialog('192.0.2.11');
    expect(nameField()).not.toBeRequired();
    await user.click(submit());
    await waitFor(() => expect(onConverted).toHaveBeenCalled());
    expect(convert.mock.calls[0]?.[0]).toEqual({ ip_address: '192.0.2.11' });
  });

  it('explains a code-less 404 on the address and keeps what was typed', async () => {
    convert.mockRejectedValue(codelessError('POST', '/network/reserved_ips/convert', 404));
    const { user } = renderDialog();
    await user.type(addressField(), '192.0.2.200');
    await user.type(nameField(), 'spare');
    await user.click(submit());
    await expectRefusedField(
      addressField,
      'That address is not the primary IP of an active VM in this team, or it is already reserved.',
    );
    expect(addressField()).toHaveValue('192.0.2.200');
    expect(nameField()).toHaveValue('spare');
  });

  it('explains a malformed address without sending it', async () => {
    const { user } = renderDialog();
    await user.type(addressField(), '192.0.2');
    await user.type(nameField(), 'x');
    await user.click(submit());
    expect(addressField()).toHaveAccessibleDescription(expect.stringContaining('is not an IPv4 address'));
    expect(addressField()).toHaveFocus();
    expect(convert).not.toHaveBeenCalled();
  });
});
