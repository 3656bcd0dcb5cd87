import { act, render, screen } from '@testing-library/react';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ListSpec } from './listParams';
import { SEARCH_URL_DELAY_MS, useListParams, type ListParamsState } from './useListParams';
import { unmountAndRestoreTimersAfterEach } from '../../test/resetAfterEach';

const SPEC: ListSpec<'name' | 'created', 'location'> = {
  sort: { name: 'asc', created: 'desc' },
  defaultSort: 'created',
  filters: { location: 'text' },
};
let state: ListParamsState<'name' | 'created', 'location'> | undefined;

function Probe() {
  const current = useListParams(SPEC);
  useEffect(() => {
    state = current;
  });
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <Probe /> },
      { path: '/before', element: null },
      // A page whose code never arrives: the navigation to it stays under way.
      { path: '/detail', lazy: () => new Promise<never>(() => undefined) },
    ],
    {
      initialEntries: entries,
      initialIndex: entries.length - 1,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListParams', () => {
  unmountAndRestoreTimersAfterEach();

  it('reads the URL, writes changes in place of the current entry, and clears search and filters', () => {
    const router = renderAt('/before', '/list?location=ams1&panel=x');
    expect(state?.params).toEqual({ q: '', sort: 'created', dir: 'desc', location: 'ams1' });
    expect(state?.narrowed).toBe(true);

    act(() => state?.setParams({ q: 'web' }));
    act(() => state?.toggleSort('name'));
    expect(screen.getByTestId('search')).toHaveTextContent('?location=ams1&panel=x&q=web&sort=name&dir=asc');
    expect(state?.sort).toEqual({ key: 'name', dir: 'asc' });

    act(() => state?.clear());
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?panel=x&sort=name&dir=asc$/);
    expect(state?.narrowed).toBe(false);

    // Every change replaced the entry: Back leaves the list.
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/before');
  });

  it('shows a typed search at once and writes it to the URL when typing pauses', () => {
    vi.useFakeTimers();
    renderAt('/list?location=ams1');
    act(() => state?.setParams({ q: 'w' }));
    act(() => state?.setParams({ q: 'we' }));
    expect(state?.params.q).toBe('we');
    expect(state?.narrowed).toBe(true);
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?location=ams1$/);

    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
    act(() => state?.setParams({ q: 'web' }));
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?location=ams1$/);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?location=ams1&q=web$/);
    expect(state?.params.q).toBe('web');
  });

  it('keeps the same params object while the values stay the same', () => {
    vi.useFakeTimers();
    renderAt('/list');
    act(() => state?.setParams({ q: 'web' }));
    const typed = state?.params;
    act(() => vi.runAllTimers());
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=web$/);
    expect(state?.params).toBe(typed);
  });

  it('writes the search typed so far with any other change, at once', () => {
    vi.useFakeTimers();
    renderAt('/list');
    act(() => state?.setParams({ q: 'db' }));
    act(() => state?.toggleSort('name'));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=db&sort=name&dir=asc$/);
    act(() => state?.setParams({ q: 'dbx' }));
    act(() => state?.clear());
    expect(state?.params.q).toBe('');
    act(() => vi.runAllTimers());
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?sort=name&dir=asc$/);
  });

  it('follows the URL when something else changes it, dropping what was typed', () => {
    vi.useFakeTimers();
    const router = renderAt('/list?q=old');
    act(() => state?.setParams({ q: 'new' }));
    act(() => void router.navigate('/list?q=linked'));
    expect(state?.params.q).toBe('linked');
    act(() => vi.runAllTimers());
    expect(router.state.location.search).toBe('?q=linked');
  });

  it('does not write the search over a navigation to another page that is still under way', () => {
    vi.useFakeTimers();
    const router = renderAt('/list');
    act(() => state?.setParams({ q: 'web' }));
    act(() => void router.navigate('/detail'));
    expect(router.state.navigation.location?.pathname).toBe('/detail');

    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(router.state.navigation.location?.pathname).toBe('/detail');
    expect(router.state.location.search).toBe('');
  });

  it('keeps a key typed while another store re-renders the list just after the search was written', () => {
    // The write timer fires, a query (any store) re-renders the list at once, and a key is typed
    // right after that render commits, before the URL has the written search.
    vi.useFakeTimers();
    const listeners = new Set<() => void>();
    let version = 0;
    const store = {
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      emit: () => {
        version += 1;
        for (const listener of listeners) listener();
      },
    };
    let typeOnce: (() => void) | null = null;
    function List() {
      useSyncExternalStore(store.subscribe, () => version);
      const current = useListParams(SPEC);
      useEffect(() => {
        state = current;
      });
      return <output data-testid="search">{useLocation().search}</output>;
    }
    function Typist() {
      useSyncExternalStore(store.subscribe, () => version);
      useLayoutEffect(() => {
        const type = typeOnce;
        typeOnce = null;
        type?.();
      });
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <>
              <List />
              <Typist />
            </>
          ),
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);

    act(() => state?.setParams({ q: 'ba' }));
    const typingList = state;
    act(() => {
      typeOnce = () => typingList?.setParams({ q: 'bac' });
      vi.advanceTimersByTime(SEARCH_URL_DELAY_MS);
      store.emit();
    });
    act(() => vi.runAllTimers());
    expect(state?.params.q).toBe('bac');
    expect(router.state.location.search).toBe('?q=bac');
  });
});
