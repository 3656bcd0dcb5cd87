import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import type { SshKey } from '../../api/types';
import { ToastProvider } from '../../ui/feedback/Toasts';
import { SshKeysPage } from './SshKeysPage';
import { ECDSA_384, ED25519, RSA_2048 } from './testKeys';

const { listResult } = vi.hoisted(() => ({ listResult: { current: {} as Partial<UseQueryResult<SshKey[]>> } }));
vi.mock('../../api/resources/sshKeys', () => ({
  useSshKeyList: () => listResult.current,
  useCreateSshKey: () => ({ mutate: vi.fn(), isPending: false }),
  useUpdateSshKey: () => ({ mutate: vi.fn(), isPending: false }),
  useDeleteSshKey: () => ({ mutate: vi.fn(), reset: vi.fn(), isPending: false }),
}));

const KEYS: SshKey[] = [
  { id: 'k1', name: 'laptop', created: '2024-03-01T10:00:00Z', ssh_key: ED25519.line },
  { id: 'k2', name: 'CI deploy', created: '2024-01-15T08:00:00Z', ssh_key: RSA_2048.line },
  { id: 'k3', name: 'bastion', created: '2024-05-20T12:30:00Z', ssh_key: ECDSA_384.line },
];

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url: string, result: Partial<UseQueryResult<SshKey[]>>) {
  listResult.current = result;
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/teams/:teamId/ssh-keys"
            element={
              <>
                <SshKeysPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
}

const loaded = { data: KEYS, isSuccess: true, isPending: false, isError: false } as const;
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'SSH keys' }))
    .getAllByRole('row')
    .slice(1);

describe('SshKeysPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists keys newest first with fingerprints computed in the browser', () => {
    renderPage('/teams/t1/ssh-keys', loaded);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'bastion',
      'laptop',
      'CI deploy',
    ]);
    expect(screen.getByText(RSA_2048.fingerprint)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('on a phone, says each key’s type and fingerprint after its name instead of in columns', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: 412 >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPage('/teams/t1/ssh-keys', loaded);
    // The selection's checkbox column first, with no text of its own.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'Name', 'Actions']);
    expect(bodyRows()[1]?.textContent).toContain(`laptop ED25519 256 · ${ED25519.fingerprint}`);
    expect(screen.getByRole('searchbox', { name: 'Search SSH keys' })).toHaveAttribute(
      'placeholder',
      'Search SSH keys',
    );
  });

  it('reads the search from the URL and writes sorting back to it', async () => {
    const user = renderPage('/teams/t1/ssh-keys?q=rsa', loaded);
    expect(screen.getByRole('searchbox', { name: 'Search SSH keys' })).toHaveValue('rsa');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('1 of 3 keys')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=rsa&sort=name&dir=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows an empty state that offers to add the first key', () => {
    renderPage('/teams/t1/ssh-keys', { ...loaded, data: [] });
    expect(screen.getByRole('heading', { name: 'No SSH keys yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add SSH key' })).toHaveLength(2);
  });

  it('shows the API error in words with a Retry button', async () => {
    const refetch = vi.fn();
    const user = renderPage('/teams/t1/ssh-keys', {
      isError: true,
      isPending: false,
      isSuccess: false,
      error: new ApiError({ status: 403, code: 'TEAM_ACCESS_DENIED' }),
      refetch,
    } as Partial<UseQueryResult<SshKey[]>>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You are not a member of this team');
    expect(alert).toHaveTextContent('TEAM_ACCESS_DENIED');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('keeps the table header and shows skeleton rows while loading', () => {
    renderPage('/teams/t1/ssh-keys', { isPending: true, isSuccess: false, isError: false });
    const table = screen.getByRole('table', { name: 'SSH keys' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
  });
});
