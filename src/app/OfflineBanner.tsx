import { AlertIcon } from '../ui/icons';
import { useOnline } from '../ui/hooks/useOnline';

/** Says, on every signed-in page, why changes are refused while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    // The live region stays in the page so the change is announced; it takes no room while empty.
    <div role="status" className="contents">
      {online ? null : (
        <p className="flex shrink-0 items-center gap-2 border-b border-warning-text/30 bg-warning-soft px-4 py-2 text-[13px] text-warning-text">
          <AlertIcon className="size-4 shrink-0" />
          You are offline. Pages show what was last loaded; changes are refused, not queued, until the connection is
          back.
        </p>
      )}
    </div>
  );
}
