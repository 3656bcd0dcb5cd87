import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client, call } from '../../api/http/client';
import { teamItem } from '../../api/resources/team';
import type { ReservedIp } from '../../api/types';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderInApp } from '../../test/renderInApp';
import { AttachReservedIpDialog } from './AttachReservedIpDialog';
import { CreateReservedIpDialog } from './CreateReservedIpDialog';
import { forgetUnsupported } from './unsupportedKinds';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const SLOW = { timeout: 20_000 };

beforeEach(() => forgetUnsupported());

const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('Reserving a version a location does not offer', () => {
  const location = () => screen.getByRole('combobox', { name: /^Location/ });
  const version = () => screen.getByRole('combobox', { name: /^IP version/ });
  const submit = () => screen.getByRole('button', { name: 'Reserve IP' });

  it('is refused once, then not offered there again in the session, saying why', SLOW, async () => {
    const onCreated = vi.fn();
    const user = renderInApp(
      <CreateReservedIpDialog teamId={TEAM} open onClose={() => undefined} onCreated={onCreated} />,
    );
    // The locations are the catalogue's (GET /instance_types).
    await waitFor(() => expect(within(location()).getByRole('option', { name: 'Singapore' })).toBeInTheDocument());
    await user.selectOptions(location(), 'Singapore');
    await user.selectOptions(version(), 'IPv6');
    await user.click(submit());
    // The refusal is learnt at once: the field says why in the location's own words.
    await waitFor(() => expect(version()).toHaveAccessibleDescription(/IPv6 cannot be reserved in Singapore/));
    expect(posts()).toHaveLength(1);

    // Now known: the option is disabled there, and the field says why.
    const ipv6 = within(version()).getByRole('option', { name: 'IPv6 (not offered in Singapore)' });
    expect(ipv6).toBeDisabled();
    await user.click(submit());
    expect(version()).toHaveAccessibleDescription(
      /IPv6 cannot be reserved in Singapore: the server refused it earlier in this session\. Choose IPv4\./,
    );
    expect(posts()).toHaveLength(1);

    // Another location offers it again, and the reservation goes through.
    await user.selectOptions(location(), 'Amsterdam');
    expect(within(version()).getByRole('option', { name: 'IPv6' })).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(posts().map((request) => request.body)).toEqual([
      { team_id: TEAM, location: 'Singapore', ip_type: 'ipv6' },
      { team_id: TEAM, location: 'Amsterdam', ip_type: 'ipv6' },
    ]);
  });
});

describe('Attaching an IPv6 reservation', () => {
  it('offers VMs by their IPv6 address and routes the /64 to it', SLOW, async () => {
    const created = await call(
      client().POST('/network/reserved_ips', { body: { team_id: TEAM, location: 'Amsterdam', ip_type: 'ipv6' } }),
    );
    const reservedIp: ReservedIp = await call(
      client().GET('/network/reserved_ips/{reserved_ip_id}', teamItem(TEAM, { reserved_ip_id: created.rip_id })),
    );
    api.requests.length = 0;
    const onAttached = vi.fn();
    const user = renderInApp(
      <AttachReservedIpDialog
        teamId={TEAM}
        reservedIp={reservedIp}
        onClose={() => undefined}
        onAttached={onAttached}
      />,
    );
    const vm = await screen.findByRole('combobox', { name: /^VM/ });
    expect(vm).toHaveAccessibleDescription(/Only VMs with an IPv6 address are listed/);
    await user.selectOptions(vm, 'web-1 (2001:db8:10::10)');
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(onAttached).toHaveBeenCalledTimes(1));
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ team_id: TEAM, anchor_ip: '2001:db8:10::10' });
    const attached = await call(
      client().GET('/network/reserved_ips/{reserved_ip_id}', teamItem(TEAM, { reserved_ip_id: created.rip_id })),
    );
    expect(attached.attachment).toEqual({ id: DEMO_VM_IDS.web1, name: 'web-1' });
  });
});
