import { cx } from '../../ui/cx';
import type { ScriptLimit } from './scriptRows';

/** "3 of 10 used" with ten small cells, filled ones in the accent colour (the text carries the meaning). */
export function ScriptUsage({ limit }: { limit: ScriptLimit | null }) {
  if (!limit) return <span className="h-5 w-32" aria-hidden="true" />;
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="flex gap-0.5">
        {Array.from({ length: limit.limit }, (_, index) => (
          <span
            key={index}
            className={cx(
              'h-3 w-1.5 rounded-sm',
              index < limit.used ? (limit.full ? 'bg-warning-text' : 'bg-accent') : 'bg-line-strong',
            )}
          />
        ))}
      </span>
      <span className="text-xs text-fg-muted tabular-nums">{limit.text}</span>
    </div>
  );
}
