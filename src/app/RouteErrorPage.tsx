import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '../ui/controls/Button';
import { AlertIcon } from '../ui/icons';
import { usePageTitle } from '../ui/page/usePageTitle';
import { NotFoundPage } from './NotFoundPage';
import { StatusPageFrame } from './StatusPageFrame';

/** A failed lazy import usually means a new version was deployed and old chunks are gone. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/**
 * The router's error boundary. Inside the shell it replaces only the page, so navigation still
 * works; at the root it replaces everything. The error's text is shown as text, never as HTML.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  usePageTitle('Error');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone={standalone} />;

  const chunk = isChunkLoadError(error);
  const body = (
    <div role="alert" className="flex flex-col items-center gap-2 px-6 py-20 text-center">
      <div className="mb-1 rounded-lg border border-danger/30 bg-danger-soft p-2.5 text-danger-text">
        <AlertIcon className="size-5" />
      </div>
      <h1 className="text-lg font-semibold text-fg">
        {chunk ? 'A new version of the console is available' : 'This page hit a problem'}
      </h1>
      <p className="max-w-md text-[13px] text-fg-muted">
        {chunk
          ? 'Reload to get it. Nothing you saved is lost.'
          : 'Something went wrong while showing this page. Reloading usually helps; if it keeps happening, tell us what you were doing.'}
      </p>
      {!chunk && error instanceof Error ? (
        <p className="max-w-md font-mono text-xs break-words text-fg-subtle">{error.message}</p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link to="/" className={buttonClasses('secondary')}>
          Go to the console
        </Link>
      </div>
    </div>
  );
  return <StatusPageFrame standalone={standalone}>{body}</StatusPageFrame>;
}
