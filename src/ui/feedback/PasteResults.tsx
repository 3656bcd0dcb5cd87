import { cx } from '../cx';
import { plural } from '../list/countText';

export interface PasteOutcome {
  /** The value as pasted. */
  text: string;
  outcome: 'added' | 'refused' | 'duplicate';
  /** Why it was refused or left out. */
  reason?: string;
}

const WORDS: Record<PasteOutcome['outcome'], string> = { added: 'Added', refused: 'Refused', duplicate: 'Duplicate' };

/** "3 added, 1 refused, 1 duplicate." */
function pasteSummary(results: readonly PasteOutcome[]): string {
  const count = (outcome: PasteOutcome['outcome']) => results.filter((result) => result.outcome === outcome).length;
  const parts = [`${count('added')} added`];
  if (count('refused') > 0) parts.push(`${count('refused')} refused`);
  const duplicates = count('duplicate');
  if (duplicates > 0) parts.push(`${duplicates} ${plural(duplicates, { one: 'duplicate', other: 'duplicates' })}`);
  return `${parts.join(', ')}.`;
}

/** What became of each value of a pasted list, in the order pasted, with a spoken summary. */
export function PasteResults({ results, label }: { results: readonly PasteOutcome[]; label: string }) {
  return (
    <section aria-label={label} className="flex flex-col gap-1 text-xs">
      <p role="status" className="text-fg-muted">
        {pasteSummary(results)}
      </p>
      {/* A long paste scrolls here: a tab stop, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={`${label}: each value`}
        className="flex max-h-48 flex-col gap-0.5 overflow-y-auto rounded-sm focus-visible:outline-2 focus-visible:outline-accent"
      >
        {results.map((result, index) => (
          <li key={`${index}-${result.text}`} className="flex min-w-0 items-baseline gap-2">
            <span
              className={cx(
                'w-16 shrink-0 font-medium',
                result.outcome === 'added' && 'text-success-text',
                result.outcome === 'refused' && 'text-danger-text',
                result.outcome === 'duplicate' && 'text-fg-subtle',
              )}
            >
              {WORDS[result.outcome]}
            </span>
            <bdi className="shrink-0 font-mono text-fg [overflow-wrap:anywhere]">{result.text}</bdi>
            {result.reason ? <span className="min-w-0 text-fg-muted">{result.reason}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
