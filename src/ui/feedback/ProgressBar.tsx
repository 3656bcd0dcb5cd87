import { cx } from '../cx';

/**
 * A determinate progress bar (role="progressbar" with its value) and the percent as text beside it,
 * so the number is read and seen without relying on the bar's length. Without a value it is
 * indeterminate: assistive tech hears "busy" and no number.
 */
export function ProgressBar({
  value,
  label,
  className,
}: {
  /** Percent, 0–100; undefined while unknown. */
  value: number | undefined;
  /** The bar's accessible name: what is progressing ("Download of alpine.iso"). */
  label: string;
  className?: string;
}) {
  const percent = value === undefined ? undefined : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <span className={cx('flex min-w-0 items-center gap-2', className)}>
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? undefined : `${percent} %`}
        className="relative h-1.5 w-full min-w-12 overflow-hidden rounded-full bg-surface-sunken ring-1 ring-line"
      >
        <span
          className={cx(
            'absolute inset-y-0 left-0 rounded-full bg-accent transition-[width] duration-500',
            percent === undefined && 'w-1/3 animate-pulse',
          )}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </span>
      <span className="w-9 shrink-0 text-right text-xs text-fg-muted tabular-nums" aria-hidden="true">
        {percent === undefined ? '…' : `${percent} %`}
      </span>
    </span>
  );
}
