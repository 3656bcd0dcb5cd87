import type { ReactNode } from 'react';
import { Button } from '../controls/Button';
import { cx } from '../cx';
import { errorCode, errorMessage } from '../../lib/errorText';
import { AlertIcon, RefreshIcon } from '../icons';

/** A failed load: what went wrong in plain words, the code for support, and a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  error,
  onRetry,
  retrying = false,
  className,
  children,
}: {
  title?: ReactNode;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const code = errorCode(error);
  return (
    <div
      role="alert"
      className={cx('flex flex-col items-center justify-center gap-2 px-6 py-14 text-center', className)}
    >
      <div className="mb-1 rounded-lg border border-danger/30 bg-danger-soft p-2.5 text-danger-text">
        <AlertIcon className="size-5" />
      </div>
      <h2 className="text-sm font-medium text-fg">{title}</h2>
      <p className="max-w-md text-[13px] text-fg-muted">{errorMessage(error)}</p>
      {code ? <p className="font-mono text-xs text-fg-subtle">{code}</p> : null}
      {children}
      {onRetry ? (
        <Button className="mt-2" onClick={onRetry} loading={retrying} icon={<RefreshIcon className="size-3.5" />}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/** An ErrorState's failure and Retry, from the query that failed: `<ErrorState title="…" {...retryState(query)} />`. */
export function retryState(query: { error: unknown; isFetching: boolean; refetch: () => unknown }) {
  return { error: query.error, onRetry: () => void query.refetch(), retrying: query.isFetching };
}
