import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/feedback/Spinner';

/** Starts loading the console chunk (noVNC included) early, e.g. when "Open console" is pointed at. */
export const preloadConsolePage = () => import('./ConsolePage');

const ConsolePage = lazy(() => preloadConsolePage().then((module) => ({ default: module.ConsolePage })));

export function LazyConsolePage() {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex items-center gap-2 px-6 py-5 text-sm text-fg-muted">
          <Spinner className="size-4" /> Loading the console…
        </div>
      }
    >
      <ConsolePage />
    </Suspense>
  );
}
