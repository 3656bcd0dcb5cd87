import type { ReactNode } from 'react';
import { CopyButton } from '../controls/CopyButton';
import { cx } from '../cx';
import { Timestamp } from '../values/Timestamp';
import { SCREEN_WIDTHS, useMediaQuery } from '../hooks/useMediaQuery';

/**
 * Monospace text that is truncated to its column, whole in its tooltip, with a copy button. For
 * ids, fingerprints, addresses. `revealCopy="hover"` shows the button only on row hover or focus.
 */
export function CopyableText({
  value,
  copyLabel,
  revealCopy = 'always',
  className,
}: {
  value: string;
  /** The copy button's accessible name: "Copy ID of web-1". */
  copyLabel: string;
  revealCopy?: 'always' | 'hover';
  className?: string;
}) {
  return (
    <div className={cx('flex min-w-0 items-center gap-1', className)}>
      <span className="truncate font-mono text-xs text-fg-muted" title={value}>
        {value}
      </span>
      <CopyButton
        value={value}
        label={copyLabel}
        className={
          revealCopy === 'hover' ? 'opacity-0 group-hover/row:opacity-100 focus-visible:opacity-100' : undefined
        }
      />
    </div>
  );
}

/** A resource id: monospace, truncated, the full id on hover, and "Copy ID of <name>". Give its column `className: 'max-w-0'`. */
export function IdCell({ id, name }: { id: string; /** The row's name, for the copy button's label. */ name: string }) {
  return <CopyableText value={id} copyLabel={`Copy ID of ${name}`} />;
}

/** A timestamp in the user's locale, with the exact ISO value on hover; "—" when there is none. */
export function TimeCell({ value }: { value: string | null | undefined }) {
  if (!value) {
    return (
      <span className="text-fg-subtle">
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </span>
    );
  }
  return <Timestamp value={value} className="whitespace-nowrap text-fg-muted" />;
}

/**
 * A row's name and, below 768 px, a muted summary after it on the same line: the columns a phone
 * leaves out (give them `hideBelow: 'md'`), so the row still says them without scrolling sideways.
 * Give its column `className: 'max-w-0'`.
 */
export function NameWithSummary({
  name,
  title,
  summary,
}: {
  /** The name as shown (a link, say), without a title of its own. */
  name: ReactNode;
  /** The whole name, on hover, where the cell cuts it. */
  title: string;
  summary: string;
}) {
  const columnsShown = useMediaQuery(`(min-width: ${SCREEN_WIDTHS.md}px)`);
  return (
    <div className="truncate" title={title}>
      {name}
      {summary && !columnsShown ? <span className="text-fg-muted"> {summary}</span> : null}
    </div>
  );
}

/** A row's name: medium weight, truncated, whole on hover. Give its column `className: 'max-w-0'`. */
export function NameCell({ name }: { name: string }) {
  return (
    <div className="truncate font-medium" title={name}>
      {name}
    </div>
  );
}

/**
 * Any other text the server chose (a location, a description, a price with its currency): one line,
 * truncated, whole on hover. Give its column `className: 'max-w-0'`.
 */
export function TextCell({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx('truncate', className)} title={text}>
      {text}
    </div>
  );
}
