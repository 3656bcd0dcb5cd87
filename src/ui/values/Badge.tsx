import type { ReactNode } from 'react';
import { cx } from '../cx';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-line bg-surface-sunken text-fg-muted',
  accent: 'border-accent/25 bg-accent-soft text-accent-text',
  success: 'border-success-text/25 bg-success-soft text-success-text',
  warning: 'border-warning-text/25 bg-warning-soft text-warning-text',
  danger: 'border-danger/30 bg-danger-soft text-danger-text',
};

/** A small label. Status badges carry their meaning in the text too, never in colour alone. */
export function Badge({
  tone = 'neutral',
  mono,
  children,
  className,
}: {
  tone?: BadgeTone;
  mono?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex h-5 items-center rounded border px-1.5 text-[11px] font-medium whitespace-nowrap',
        mono && 'font-mono',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
