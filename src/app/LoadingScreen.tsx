import { Spinner } from '../ui/feedback/Spinner';

/**
 * Shown while the first route module loads, or while a new tab asks the others for a session. A page
 * of its own, so it has the landmark and heading every page has. It appears only if the wait lasts:
 * a sign-in page that follows a few milliseconds later is then the first paint, with no flash before it.
 */
export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh animate-appear-late items-center justify-center gap-2 text-[13px] text-fg-muted">
      <h1 className="sr-only">Cloud Console</h1>
      <Spinner />
      <span role="status">Loading…</span>
    </main>
  );
}
