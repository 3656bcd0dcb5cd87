import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../api/cache/queryClient';
import { getToken, setAskingOtherTabs, signIn, signOut } from '../api/session/session';
import { DEMO_TEAM_IDS, DEMO_TOKEN } from '../emulator/core/demoFixture';
import { setupEmulatorApi } from '../test/emulatorHarness';
import type { SignInState } from './returnPath';
import { SignInPage } from './SignInPage';

const api = setupEmulatorApi();
beforeAll(() => api.start());
afterEach(() => {
  cleanup();
  api.reset();
  setAskingOtherTabs(false);
  signOut();
  queryClient.clear();
});
afterAll(() => api.stop());

function Where() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

function renderSignIn(state: SignInState = {}) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: '/sign-in', state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const optOut = () => screen.getByRole('checkbox', { name: 'Don’t remember me in this tab' });

async function signInThroughTheForm(options: { optOut?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/API token/), DEMO_TOKEN);
  if (options.optOut) await user.click(optOut());
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('keeps the token in this tab by default and lands on the first team’s virtual machines', async () => {
    signOut();
    renderSignIn();
    expect(optOut()).not.toBeChecked();
    await signInThroughTheForm();
    expect(await screen.findByText(`At /teams/${DEMO_TEAM_IDS.production}/vms`)).toBeInTheDocument();
    expect(Object.values({ ...sessionStorage })).toContain(DEMO_TOKEN);
    expect(Object.values({ ...localStorage })).not.toContain(DEMO_TOKEN);
  });

  it('with the opt-out ticked, keeps the token in memory only', async () => {
    signOut();
    renderSignIn();
    await signInThroughTheForm({ optOut: true });
    expect(await screen.findByText(`At /teams/${DEMO_TEAM_IDS.production}/vms`)).toBeInTheDocument();
    expect(getToken()).toBe(DEMO_TOKEN);
    expect(Object.values({ ...sessionStorage })).not.toContain(DEMO_TOKEN);
  });

  it('a return path still wins over the landing page', async () => {
    signOut();
    renderSignIn({ from: `/teams/${DEMO_TEAM_IDS.production}/firewalls`, reason: 'expired' });
    await signInThroughTheForm();
    expect(await screen.findByText(`At /teams/${DEMO_TEAM_IDS.production}/firewalls`)).toBeInTheDocument();
  });

  it('shows the loading screen, not the form, while asking the other tabs, then goes where the link pointed', async () => {
    signOut();
    setAskingOtherTabs(true);
    renderSignIn({ from: '/teams/t1/vpcs' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByLabelText(/API token/)).not.toBeInTheDocument();
    act(() => {
      signIn(DEMO_TOKEN);
      setAskingOtherTabs(false);
    });
    expect(await screen.findByText('At /teams/t1/vpcs')).toBeInTheDocument();
  });

  it('shows the form, focused, once no tab answered', async () => {
    signOut();
    setAskingOtherTabs(true);
    renderSignIn();
    act(() => setAskingOtherTabs(false));
    await waitFor(() => expect(screen.getByLabelText(/API token/)).toHaveFocus());
  });

  it('says so when the session ended by a sign-out in another tab', () => {
    signOut('signed-out-elsewhere');
    renderSignIn({ reason: 'signed-out-elsewhere' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You signed out in another tab of the console, which signs out every tab.',
    );
  });
});
