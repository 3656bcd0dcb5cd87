import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { XIcon } from '../../ui/icons';

/**
 * Things this browser tab remembers because the server cannot list them (service ids, bucket
 * names): each a link, with a way to forget it. Short by nature (see TAB_MEMORY_LIMIT in api/tabMemory.ts), so no table.
 */
export function RememberedList({
  title,
  description,
  items,
  empty,
  onForget,
  forgetLabel,
  highlight,
}: {
  title: ReactNode;
  description?: ReactNode;
  items: { key: string; label: string; to: string }[];
  empty: ReactNode;
  onForget: (key: string) => void;
  forgetLabel: (label: string) => string;
  highlight?: string | null;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-line bg-surface-raised">
      <header className="border-b border-line px-4 py-2.5">
        <h2 id={titleId} className="text-sm font-medium text-fg">
          {title}
        </h2>
        {description ? <p className="mt-0.5 text-xs text-fg-subtle">{description}</p> : null}
      </header>
      {items.length === 0 ? (
        <p className="px-4 py-3 text-[13px] text-fg-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li
              key={item.key}
              className={`flex h-10 items-center justify-between gap-3 px-4 ${item.key === highlight ? 'bg-accent-soft/60' : ''}`}
            >
              <Link
                to={item.to}
                className="min-w-0 truncate font-mono text-[13px] text-accent-text hover:underline"
                title={item.label}
              >
                {item.label}
              </Link>
              <button
                type="button"
                onClick={() => onForget(item.key)}
                aria-label={forgetLabel(item.label)}
                title={forgetLabel(item.label)}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle hover:bg-surface-selected hover:text-fg"
              >
                <XIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
