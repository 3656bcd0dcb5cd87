import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { isTransitional, powerLabel, powerTone, vmStatusLabel, vmStatusTone } from './vmStatus';

// Local copies of the detail-page pieces of src/features/vpcs/parts.tsx (candidates for src/ui).

export function DetailList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="rounded-lg border border-line bg-surface-raised">
      <dl className="grid grid-cols-1 gap-x-8 px-4 py-1 md:grid-cols-2">{children}</dl>
    </section>
  );
}

export function DetailItem({ term, children, wide }: { term: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx('flex min-h-10 min-w-0 items-center gap-3 border-t border-line py-2 first:border-t-0 md:nth-2:border-t-0', wide && 'md:col-span-2')}>
      <dt className="w-32 shrink-0 text-xs text-fg-subtle">{term}</dt>
      <dd className="min-w-0 flex-1 text-[13px] text-fg">{children}</dd>
    </div>
  );
}

export function DetailListSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true" className="rounded-lg border border-line bg-surface-raised">
      <div className="grid grid-cols-1 gap-x-8 px-4 py-1 md:grid-cols-2">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="flex min-h-10 items-center gap-3 border-t border-line py-2 first:border-t-0 md:nth-2:border-t-0">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-3 w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex w-fit items-center gap-1 text-xs text-fg-muted hover:text-fg hover:underline">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

export function Notice({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 rounded-md border border-line bg-surface-sunken px-3 py-2 text-[13px] text-fg-muted">
      {icon ? <span className="mt-0.5 shrink-0 text-fg-subtle">{icon}</span> : null}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export const linkClasses = 'text-accent-text hover:underline focus-visible:underline';

export function VmStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={vmStatusTone(status)} className="gap-1">
      {isTransitional(status) ? <Spinner className="size-2.5" /> : null}
      {vmStatusLabel(status)}
    </Badge>
  );
}

export function PowerBadge({ power }: { power: string | undefined | null }) {
  if (!power) return <span className="text-fg-subtle">Unknown</span>;
  return <Badge tone={powerTone(power)}>{powerLabel(power)}</Badge>;
}

/** A titled block of the VM page. */
export function Section({ id, title, count, actions, children }: { id: string; title: string; count?: number; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-sm font-medium text-fg">
          {title} {count === undefined ? null : <span className="font-normal text-fg-subtle tabular-nums">{count}</span>}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
