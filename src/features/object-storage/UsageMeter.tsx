import type { ObjectStorageService } from '../../api/types';
import { cx } from '../../ui/cx';
import { formatKilobytes } from '../../lib/format';
import { usedPercent } from './serviceRows';

/** Capacity and used capacity arrive in KB (openapi.yaml): "1.5 GiB of 100.0 GiB". */
export function usageText(service: Pick<ObjectStorageService, 'capacity' | 'used_capacity'>): string {
  return `${formatKilobytes(service.used_capacity)} of ${formatKilobytes(service.capacity)}`;
}

// Literal classes (Tailwind only generates what it can read), in 5 % steps: no inline style, so the CSP holds.
const FILL_WIDTHS = [
  'w-0',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
] as const;

/** The width class for a share in use; anything above zero shows at least a sliver. */
export function fillWidth(percent: number): string {
  const step = percent > 0 ? Math.max(1, Math.round(percent / 5)) : 0;
  return FILL_WIDTHS[Math.min(FILL_WIDTHS.length - 1, step)] ?? 'w-0';
}

/** Used of total capacity: a small bar (warning colour past 90 %) with the figures beside it in text. */
export function UsageMeter({
  service,
  className,
}: {
  service: Pick<ObjectStorageService, 'capacity' | 'used_capacity'>;
  className?: string;
}) {
  const percent = usedPercent(service);
  const text = usageText(service);
  return (
    <div className={cx('flex min-w-0 items-center gap-2', className)}>
      <div
        role="meter"
        aria-label="Used capacity"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${text} (${Math.round(percent)} %)`}
        className="h-1.5 w-12 shrink-0 overflow-hidden rounded-full bg-skeleton"
      >
        <div
          className={cx('h-full rounded-full', percent >= 90 ? 'bg-warning-text' : 'bg-accent', fillWidth(percent))}
        />
      </div>
      <span className="truncate text-fg-muted tabular-nums" title={`${text} (${percent.toFixed(1)} % used)`}>
        {text}
      </span>
    </div>
  );
}
