import type { ReactNode } from 'react';
import { cx } from '../cx';

export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-col items-center justify-center gap-2 px-6 py-14 text-center', className)}>
      {icon ? <div className="mb-1 rounded-lg border border-line bg-surface p-2.5 text-fg-subtle">{icon}</div> : null}
      <h2 className="text-sm font-medium text-fg">{title}</h2>
      {children ? <div className="max-w-sm text-[13px] text-fg-muted">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
