import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_HEADINGS } from '../lib/areaHeadings';
import { BootFallback } from './BootFallback';
import { bootPageOf } from './bootPage';
import { bootSkeletonShown, removeBootSkeleton, showBootSkeleton } from './bootSkeleton';
import { BootSkeletonEnd } from './BootSkeletonEnd';

const TEAM = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';
const VPCS = `/teams/${TEAM}/vpcs`;

afterEach(() => removeBootSkeleton());

/** A router whose page arrives when `arrive` is called, as a lazy route module does. */
function routerWithLazyPage(onPageCommit: () => void) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  function Page() {
    useLayoutEffect(onPageCommit, []);
    return <h1>VPCs, with their rows</h1>;
  }
  const router = createMemoryRouter(
    [
      {
        element: <BootSkeletonEnd />,
        HydrateFallback: BootFallback,
        children: [{ path: 'teams/:teamId/vpcs', lazy: async () => (await arrived, { Component: Page }) }],
      },
    ],
    { initialEntries: [VPCS] },
  );
  return { router, arrive };
}

describe('the boot skeleton', () => {
  it("paints the page's heading, over the app's root and outside its layout", async () => {
    await act(async () => void showBootSkeleton(bootPageOf(VPCS)!));
    const heading = screen.getByRole('heading', { level: 1, name: AREA_HEADINGS.vpcs.title });
    expect(heading).toBeVisible();
    const overlay = document.body.firstElementChild;
    expect(overlay?.contains(heading)).toBe(true);
    expect(overlay?.className).toBe('fixed inset-0');
  });

  it('says when it is in the document, so that the downloads wait for its paint', async () => {
    const headingWhenDrawn: Array<string | null> = [];
    await act(async () => {
      void showBootSkeleton(bootPageOf(VPCS)!).then(() =>
        headingWhenDrawn.push(screen.queryByRole('heading', { level: 1 })?.textContent ?? null),
      );
    });
    await act(async () => undefined);
    expect(headingWhenDrawn).toEqual([AREA_HEADINGS.vpcs.title]);
  });

  it('stays, the very same nodes, while the router loads the page, and leaves in the commit that shows it', async () => {
    await act(async () => void showBootSkeleton(bootPageOf(VPCS)!));
    const painted = screen.getByRole('heading', { level: 1 });
    const skeletonAtPageCommit: boolean[] = [];
    const { router, arrive } = routerWithLazyPage(() => void skeletonAtPageCommit.push(painted.isConnected));
    render(<RouterProvider router={router} />);
    // The router's fallback draws nothing over it: the heading on screen is the one first painted.
    expect(screen.getByRole('heading', { level: 1 })).toBe(painted);
    expect(screen.queryByText('Loading…', { selector: ':not(.sr-only)' })).toBeNull();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { level: 1, name: 'VPCs, with their rows' })).toBeVisible();
    // Still there when the page's own layout effects ran, gone before the browser could paint.
    expect(skeletonAtPageCommit).toEqual([true]);
    expect(painted.isConnected).toBe(false);
    expect(bootSkeletonShown()).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leaves the loading screen to the router when no skeleton was painted (no session, or not a list page)', () => {
    const { router } = routerWithLazyPage(() => undefined);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
  });
});
