import type { ReactNode } from 'react';
import { Badge } from '../../ui/Badge';
import { Spinner } from '../../ui/Spinner';
import { isTransitional, powerLabel, powerTone, vmStatusLabel, vmStatusTone } from './vmStatus';

// Pieces only the VM pages use.

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
