import { act, cleanup, render, screen } from '@testing-library/react';
import { createContext, StrictMode, useContext } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageActionState, usePageAction } from './pageAction';

afterEach(cleanup);

interface PageProps {
  run: (() => void) | null;
  ready?: boolean;
}
const PageContext = createContext<PageProps>({ run: null });

function Page() {
  const { run, ready } = useContext(PageContext);
  usePageAction('create', run, ready);
  return <output>{JSON.stringify(useLocation().state)}</output>;
}

function renderPage(state: unknown, props: PageProps) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/before', { pathname: '/keys', search: '?q=web', state }],
    initialIndex: 1,
  });
  const tree = (current: PageProps) => (
    <StrictMode>
      <PageContext.Provider value={current}>
        <RouterProvider router={router} />
      </PageContext.Provider>
    </StrictMode>
  );
  const view = render(tree(props));
  return { router, rerender: (next: PageProps) => view.rerender(tree(next)) };
}

describe('usePageAction', () => {
  it('does what the page was opened to do once, then takes the request out of the history entry', async () => {
    const run = vi.fn();
    const { router } = renderPage(pageActionState('create'), { run });
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('null');
    expect(router.state.location).toMatchObject({ pathname: '/keys', search: '?q=web', state: null });
    // Back and Forward (as a reload) find no request in the entry.
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/keys');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until the page is ready to tell whether it offers the action', () => {
    const run = vi.fn();
    const { router, rerender } = renderPage(pageActionState('create'), { run, ready: false });
    expect(run).not.toHaveBeenCalled();
    expect(router.state.location.state).toEqual({ action: 'create' });
    rerender({ run, ready: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('drops the request when the page does not offer the action, and does not do it later', () => {
    const run = vi.fn();
    const { router, rerender } = renderPage(pageActionState('create'), { run: null });
    expect(router.state.location.state).toBeNull();
    rerender({ run });
    expect(run).not.toHaveBeenCalled();
  });

  it('does nothing on an ordinary visit', () => {
    const run = vi.fn();
    const { router } = renderPage({ action: 'delete' }, { run });
    renderPage(null, { run });
    expect(run).not.toHaveBeenCalled();
    expect(router.state.location.state).toEqual({ action: 'delete' });
  });
});
