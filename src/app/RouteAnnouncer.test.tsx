import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { usePageTitle } from '../ui/page/usePageTitle';
import { RouteAnnouncer } from './RouteAnnouncer';
import { unmountAndRestoreTimersAfterEach } from '../test/resetAfterEach';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

function renderShell() {
  // As in AppShell: the announcer comes before the page.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteAnnouncer />
            <Outlet />
          </>
        ),
        children: [
          { path: '/vpcs', element: <Page title="VPCs" /> },
          { path: '/firewalls', element: <Page title="Firewalls" /> },
        ],
      },
    ],
    { initialEntries: ['/vpcs'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteAnnouncer', () => {
  unmountAndRestoreTimersAfterEach();

  it('announces nothing on the first page, then the title the new page sets', () => {
    vi.useFakeTimers();
    const router = renderShell();
    act(() => vi.runAllTimers());
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => void router.navigate('/firewalls'));
    act(() => vi.runAllTimers());
    expect(screen.getByRole('status')).toHaveTextContent(/^Firewalls · /);
  });
});
