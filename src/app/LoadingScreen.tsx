import { Spinner } from '../ui/Spinner';

/** Shown while the first route module loads. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center gap-2 text-[13px] text-fg-muted">
      <Spinner />
      <span role="status">Loading…</span>
    </div>
  );
}
