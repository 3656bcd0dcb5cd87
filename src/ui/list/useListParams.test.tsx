import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defineListSpec } from './listParams';
import { useListParams, type ListParamsState } from './useListParams';

const SPEC = defineListSpec({ sort: { name: 'asc', created: 'desc' }, defaultSort: 'created', filters: { location: 'text' } });
let state: ListParamsState<'name' | 'created', 'location'> | undefined;

function Probe() {
  const current = useListParams(SPEC);
  useEffect(() => {
    state = current;
  });
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('useListParams', () => {
  afterEach(cleanup);

  it('reads the URL, writes changes in place of the current entry, and clears search and filters', () => {
    const router = createMemoryRouter([{ path: '/list', element: <Probe /> }, { path: '/before', element: null }], {
      initialEntries: ['/before', '/list?location=ams1&panel=x'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
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
});
