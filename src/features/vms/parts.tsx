import type { ReactNode } from 'react';
import { Badge } from '../../ui/values/Badge';
import { Spinner } from '../../ui/feedback/Spinner';
import { isTransitional, vmStatusLabel, vmStatusTone } from './vmStatus';

// Pieces only the VM pages use.

/** The service's lifecycle status; `prefix` ("Service") says so where the badge stands alone. */
export function VmStatusBadge({ status, prefix }: { status: string; prefix?: string }) {
  return (
    <Badge tone={vmStatusTone(status)} className="gap-1">
      {isTransitional(status) ? <Spinner className="size-2.5" /> : null}
      {prefix ? `${prefix}: ` : null}
      {vmStatusLabel(status)}
    </Badge>
  );
}

/** A titled block of the VM page. */
export function Section({
  id,
  title,
  count,
  actions,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-sm font-medium text-fg">
          {title}{' '}
          {count === undefined ? null : <span className="font-normal text-fg-subtle tabular-nums">{count}</span>}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
