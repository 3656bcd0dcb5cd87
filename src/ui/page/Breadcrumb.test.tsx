import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  afterEach(cleanup);

  it('links every crumb but the last, which is the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb
          items={[
            { label: 'Object storage', to: '/t/storage' },
            { label: 'Main store', to: '/t/storage/s1' },
            { label: 'acme-assets', mono: true },
          ]}
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(trail).getByRole('link', { name: 'Object storage' })).toHaveAttribute('href', '/t/storage');
    expect(within(trail).getByRole('link', { name: 'Main store' })).toHaveAttribute('href', '/t/storage/s1');
    expect(within(trail).queryByRole('link', { name: 'acme-assets' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('acme-assets').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('shows a long name whole on hover', () => {
    const name = 'x'.repeat(300);
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'VPCs', to: '/t/vpcs' }, { label: name }]} />
      </MemoryRouter>,
    );
    expect(screen.getByText(name)).toHaveAttribute('title', name);
  });
});
