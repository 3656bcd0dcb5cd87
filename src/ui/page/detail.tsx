// Pieces of a resource's detail page: its property list, the way back to the list, notes.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../cx';
import { Skeleton } from '../feedback/Skeleton';

/** A definition list of a resource's properties, two columns on wide screens. */
export function DetailList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="rounded-lg border border-line bg-surface-raised">
      <dl className="grid grid-cols-1 gap-x-8 px-4 py-1 md:grid-cols-2">{children}</dl>
    </section>
  );
}

export function DetailItem({ term, children, wide }: { term: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    // Rules between rows, none above the first row (one item on narrow screens, two on wide ones).
    <div
      className={cx(
        'flex min-h-10 min-w-0 items-center gap-3 border-t border-line py-2 first:border-t-0 md:nth-2:border-t-0',
        wide && 'md:col-span-2',
      )}
    >
      <dt className="w-24 shrink-0 text-xs text-fg-subtle sm:w-32">{term}</dt>
      {/* A value may be 10,000 characters without a space: it wraps rather than widening the page, and
          text stops after three lines, whole on hover. */}
      <dd
        className={cx(
          'min-w-0 flex-1 text-[13px] text-fg [overflow-wrap:anywhere]',
          typeof children === 'string' && 'line-clamp-3',
        )}
        title={typeof children === 'string' ? children : undefined}
      >
        {children}
      </dd>
    </div>
  );
}

/** The detail list's shape while it loads: same rows, same heights. */
export function DetailListSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true" className="rounded-lg border border-line bg-surface-raised">
      <div className="grid grid-cols-1 gap-x-8 px-4 py-1 md:grid-cols-2">
        {Array.from({ length: rows }, (_, index) => (
          <div
            key={index}
            className="flex min-h-10 items-center gap-3 border-t border-line py-2 first:border-t-0 md:nth-2:border-t-0"
          >
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-3 w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * "← VPCs" above a detail page's title. The label may be a resource's name: one line, whole on
 * hover, and isolated so a right-to-left override in it cannot reorder the arrow.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit max-w-full items-center gap-1 text-xs text-fg-muted hover:text-fg hover:underline"
    >
      <span aria-hidden="true">←</span>
      <bdi className="truncate" title={typeof children === 'string' ? children : undefined}>
        {children}
      </bdi>
    </Link>
  );
}

/** A muted note in a box, e.g. what the server does not offer. */
export function Notice({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 rounded-md border border-line bg-surface-sunken px-3 py-2 text-[13px] text-fg-muted">
      {icon ? <span className="mt-0.5 shrink-0 text-fg-subtle">{icon}</span> : null}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * A value the server chose (a name, a location) inside a sentence: cut to one short line with its
 * whole value on hover, and isolated, so a right-to-left override in it cannot reorder the sentence.
 */
export function InlineValue({ children, className }: { children: string; className?: string }) {
  return (
    <bdi className={cx('inline-block max-w-full truncate align-bottom', className)} title={children}>
      {children}
    </bdi>
  );
}

const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A server value inside a plain-text sentence (a toast, the page title): cut to `max` characters,
 * and when it carries direction controls, wrapped in Unicode isolates (U+2068 … U+2069) so a
 * right-to-left override in it ends with it instead of reversing the rest of the sentence.
 */
export function isolatedText(value: string, max = 80): string {
  const characters = [...value];
  const shown = characters.length > max ? `${characters.slice(0, max).join('')}…` : value;
  return DIRECTION_CONTROLS.test(shown) ? `\u2068${shown}\u2069` : shown;
}

/** Inline link styling for a resource link in a table or list. */
export const linkClasses = 'text-accent-text hover:underline focus-visible:underline';
