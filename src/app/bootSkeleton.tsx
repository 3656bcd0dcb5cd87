import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { BootPage } from './bootPage';
import { ShellSkeleton } from './ShellSkeleton';

/**
 * The skeleton a signed-in address paints before the app has its page (ShellSkeleton), kept as the
 * very DOM it first painted until the router shows a page in its place. Painting an identical copy
 * from the app's own tree would be wasted style and layout work, and a browser reports the largest
 * paint of the copy, not of the skeleton it replaced, so the page would seem to paint only then.
 * It lies over the app's root (fixed, full screen), so the page's layout never sees it.
 */
let shown: { container: HTMLElement; root: Root } | null = null;

/**
 * Draws the skeleton; resolves once it is in the document. Rendered as a transition, in slices with
 * the main thread free between them: it is the page's first React render, which runs React's code
 * for the first time, and drawn at once it was one task of 20–30 ms (on a phone, four times that).
 */
export function showBootSkeleton(page: BootPage): Promise<void> {
  if (shown) return Promise.resolve();
  const container = document.createElement('div');
  container.className = 'fixed inset-0';
  document.body.prepend(container);
  const root = createRoot(container);
  shown = { container, root };
  return new Promise((resolve) => {
    startTransition(() =>
      root.render(
        <WhenDrawn then={resolve}>
          <ShellSkeleton page={page} />
        </WhenDrawn>,
      ),
    );
  });
}

function WhenDrawn({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(then, [then]);
  return children;
}

export function bootSkeletonShown(): boolean {
  return shown !== null;
}

export function removeBootSkeleton(): void {
  if (!shown) return;
  const { container, root } = shown;
  shown = null;
  container.remove();
  // Once the page is quiet: a root may not unmount while another commits (this runs in the page's
  // commit), and an unmount first runs every root's pending effects, so in the next task it ran the
  // page's first effects with it, one task of 17 ms.
  whenIdle(() => root.unmount());
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 5_000 });
  else setTimeout(callback, 1_000);
}
