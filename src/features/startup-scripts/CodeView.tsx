import { useMemo } from 'react';
import { CopyButton } from '../../ui/controls/CopyButton';
import { lineNumbers } from './scriptForm';

/** A script's text, read-only, with line numbers; the region scrolls by keyboard too. */
export function CodeView({ name, content }: { name: string; content: string }) {
  // A final newline ends the last line; it does not start another (as `cat -n` counts).
  const numbers = useMemo(() => lineNumbers(content.endsWith('\n') ? content.slice(0, -1) : content), [content]);
  return (
    <div className="flex min-h-0 flex-col overflow-hidden rounded-lg border border-line bg-surface-raised">
      <div className="flex items-center justify-between gap-3 border-b border-line bg-surface px-3 py-1.5">
        <h2 className="text-xs font-medium text-fg-muted">Content</h2>
        <CopyButton value={content} label={`Copy content of ${name}`} />
      </div>
      {content === '' ? (
        <p className="px-3 py-3 text-[13px] text-fg-subtle">This script is empty.</p>
      ) : (
        <div
          role="region"
          aria-label={`Content of ${name}`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="flex min-h-0 overflow-auto font-mono text-xs leading-5 focus-visible:outline-2 focus-visible:outline-ring/40"
        >
          <pre
            aria-hidden="true"
            className="sticky left-0 shrink-0 border-r border-line bg-surface-sunken px-2 py-2 text-right text-fg-subtle select-none"
          >
            {numbers}
          </pre>
          <pre className="flex-1 px-3 py-2 text-fg">
            <code>{content}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
