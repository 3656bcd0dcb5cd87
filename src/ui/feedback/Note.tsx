import type { ReactNode } from 'react';
import { cx } from '../cx';
import { AlertIcon, InfoIcon } from '../icons';

/** A quiet line of context above a table or form: info (grey) or warning (amber). */
export function Note({
  children,
  tone = 'info',
  className,
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
  className?: string;
}) {
  const Icon = tone === 'warning' ? AlertIcon : InfoIcon;
  return (
    <div
      className={cx(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-[13px]',
        tone === 'warning'
          ? 'border-warning-text/25 bg-warning-soft text-warning-text'
          : 'border-line bg-surface-sunken text-fg-muted',
        className,
      )}
    >
      <Icon className={cx('mt-0.5 size-4 shrink-0', tone === 'info' && 'text-fg-subtle')} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
