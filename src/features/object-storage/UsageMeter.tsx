import type { ObjectStorageService } from '../../api/types';
import { cx } from '../../ui/cx';
import { formatKilobytes } from '../../lib/format';
import { usedPercent } from './serviceRows';

/** Capacity and used capacity arrive in KB (openapi.yaml): "1.5 GiB of 100.0 GiB". */
export function usageText(service: Pick<ObjectStorageService, 'capacity' | 'used_capacity'>): string {
  return `${formatKilobytes(service.used_capacity)} of ${formatKilobytes(service.capacity)}`;
}

/** The bar's width for a share in use, in %: anything above zero shows at least a sliver. */
export function fillPercent(percent: number): number {
  return percent > 0 ? Math.min(100, Math.max(5, percent)) : 0;
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
        {/* A computed width: React's style prop writes it through the CSSOM, which the CSP allows. */}
        <div
          className={cx('h-full rounded-full', percent >= 90 ? 'bg-warning-text' : 'bg-accent')}
          style={{ width: `${fillPercent(percent)}%` }}
        />
      </div>
      <span className="truncate text-fg-muted tabular-nums" title={`${text} (${percent.toFixed(1)} % used)`}>
        {text}
      </span>
    </div>
  );
}
