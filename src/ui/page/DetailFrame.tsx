// The frame every resource detail page shares: the way back, then the page while it loads, after it
// failed (not found, or any other failure with Retry), or once it is there.
import type { ReactNode } from 'react';
import { capitalised } from '../../lib/text';
import { cx } from '../cx';
import { DetailListSkeleton } from './detail';
import { ErrorState } from '../feedback/ErrorState';
import { Skeleton } from '../feedback/Skeleton';

export interface DetailFrameProps<T> {
  /** Above every state: the page's Breadcrumb. */
  nav: ReactNode;
  /** What the page shows; `null` is a page without the resource (e.g. the server cannot read one). */
  data: T | undefined;
  pending: boolean;
  /** The failed load, or null. */
  error: unknown;
  /** The failure is a 404: no Retry. */
  notFound: boolean;
  onRetry: () => void;
  retrying: boolean;
  /** The h1 while loading, for screen readers: "Loading VPC". */
  loadingHeading: string;
  skeleton: ReactNode;
  /** The h1 after a failure: "VPC not found". */
  errorHeading: string;
  /** The failure's own heading says it all: the h1 is for screen readers only. */
  errorHeadingHidden?: boolean;
  /** The failure's heading: "This VPC does not exist in this team". */
  errorTitle: string;
  /** Under the failure's sentence, e.g. the id that was asked for. */
  errorDetails?: ReactNode;
  /** Of the page's column (gap-4 unless it says a gap). */
  className?: string;
  children: (data: T) => ReactNode;
}

/** The part of a query (react-query's useQuery) a detail page's frame shows. */
export interface DetailQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type DetailState<D> = Pick<
  DetailFrameProps<D>,
  'data' | 'pending' | 'error' | 'notFound' | 'onRetry' | 'retrying' | 'loadingHeading' | 'errorHeading' | 'errorTitle'
>;

/**
 * A DetailFrame's data, loading, failure, Retry and headings from the query that reads the resource and
 * what it is called: `<DetailFrame {...detailState(vpc, { noun: 'VPC' })} …>`. A 404 is "not found" (the
 * API sends it without a body). `absent`: the server cannot read one, the page shows what it knows.
 */
export function detailState<T>(query: DetailQuery<T>, options: { noun: string }): DetailState<T>;
export function detailState<T>(
  query: DetailQuery<T>,
  options: { noun: string; absent: boolean },
): DetailState<T | null>;
export function detailState<T>(query: DetailQuery<T>, { noun, absent = false }: { noun: string; absent?: boolean }) {
  const notFound = !absent && statusOf(query.error) === 404;
  return {
    data: absent ? null : query.data,
    pending: !absent && query.isPending,
    error: absent ? null : query.error,
    notFound,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
    loadingHeading: `Loading ${noun}`,
    errorHeading: notFound ? `${capitalised(noun)} not found` : capitalised(noun),
    errorTitle: notFound ? `This ${noun} does not exist in this team` : `The ${noun} could not be loaded`,
  };
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

export function DetailFrame<T>({
  nav,
  data,
  pending,
  error,
  notFound,
  onRetry,
  retrying,
  loadingHeading,
  skeleton,
  errorHeading,
  errorHeadingHidden = false,
  errorTitle,
  errorDetails,
  className = 'gap-4',
  children,
}: DetailFrameProps<T>) {
  const column = cx('flex min-w-0 flex-col px-4 py-4 sm:px-6 sm:py-5', className);
  if (pending) {
    return (
      <div className={column} aria-busy="true">
        {nav}
        <h1 className="sr-only">{loadingHeading}</h1>
        {skeleton}
      </div>
    );
  }
  if (error || data === undefined) {
    return (
      <div className={column}>
        {nav}
        <h1 className={errorHeadingHidden ? 'sr-only' : 'text-lg font-semibold tracking-tight text-fg'}>
          {errorHeading}
        </h1>
        <ErrorState
          title={errorTitle}
          error={error}
          onRetry={notFound ? undefined : onRetry}
          retrying={retrying}
          className="rounded-lg border border-line bg-surface-raised"
        >
          {errorDetails}
        </ErrorState>
      </div>
    );
  }
  return (
    <div className={column}>
      {nav}
      {children(data)}
    </div>
  );
}

/** A property page's shape while it loads: its title, its description, its properties. */
export function DetailSkeleton({ rows }: { rows: number }) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-3 w-72" />
      </div>
      <DetailListSkeleton rows={rows} />
    </>
  );
}

/** A page of facts and a table, while it loads. */
export function FactsAndTableSkeleton() {
  return (
    <>
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-[3.75rem] w-full rounded-lg" />
      <Skeleton className="h-64 w-full rounded-lg" />
    </>
  );
}
