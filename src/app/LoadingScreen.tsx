import { Spinner } from '../ui/Spinner';

/** Shown while the first route module loads. A page of its own, so it has the landmark and heading every page has. */
export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center gap-2 text-[13px] text-fg-muted">
      <h1 className="sr-only">Cloud Console</h1>
      <Spinner />
      <span role="status">Loading…</span>
    </main>
  );
}
