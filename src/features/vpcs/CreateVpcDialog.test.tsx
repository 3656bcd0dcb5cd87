import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_TEAM_IDS } from '../../emulator/core';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderInApp } from '../../test/renderInApp';
import { CreateVpcDialog } from './CreateVpcDialog';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const SLOW = { timeout: 20_000 };

function renderDialog() {
  const onCreated = vi.fn();
  const user = renderInApp(<CreateVpcDialog teamId={TEAM} open onClose={() => undefined} onCreated={onCreated} />);
  return { user, onCreated };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const locationField = () => screen.getByRole('combobox', { name: /^Location/ });
/** The Location select once the catalogue (GET /instance_types) has given it `location`. */
async function locationOffering(location: string) {
  await waitFor(() => expect(screen.getByRole('option', { name: location })).toBeInTheDocument());
  return locationField();
}

describe('CreateVpcDialog location', () => {
  it('offers the catalogue’s locations, London among them, to pick rather than type', SLOW, async () => {
    renderDialog();
    await locationOffering('London');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a location',
      'Amsterdam',
      'Frankfurt',
      'London',
      'Singapore',
    ]);
    expect(locationField().tagName).toBe('SELECT');
    expect(api.requests.some((request) => request.path === '/instance_types')).toBe(true);
  });
});

describe('CreateVpcDialog overlap warning', () => {
  it('names the VPC of the same location whose range overlaps, and still creates the VPC', SLOW, async () => {
    const { user, onCreated } = renderDialog();
    // The team's VPCs are read for the check; prod-ams is 10.10.0.0/24 in Amsterdam.
    await waitFor(() => expect(api.requests.some((request) => request.path === '/network/vpcs')).toBe(true));
    await user.selectOptions(await locationOffering('Amsterdam'), 'Amsterdam');
    await user.type(field('Name'), 'overlapping');
    await user.type(field('Network'), '10.10.0.0/16');
    await user.tab();
    await waitFor(() =>
      expect(field('Network')).toHaveAccessibleDescription(expect.stringContaining('This range overlaps prod-ams')),
    );
    expect(field('Network')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create VPC' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'overlapping',
      location: 'Amsterdam',
      v4_subnet: '10.10.0.0',
      v4_subnet_mask: '16',
    });
  });

  it('says nothing of the same range in another location', SLOW, async () => {
    const { user } = renderDialog();
    await waitFor(() => expect(api.requests.some((request) => request.path === '/network/vpcs')).toBe(true));
    await user.selectOptions(await locationOffering('London'), 'London');
    await user.type(field('Network'), '10.10.0.0/24');
    await user.tab();
    expect(await screen.findByText('256 addresses')).toBeInTheDocument();
    expect(screen.queryByText(/overlaps/)).not.toBeInTheDocument();
  });
});
