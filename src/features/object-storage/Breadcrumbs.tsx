import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../ui/icons';

/** Where the page sits under Object storage; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: { label: string; to?: string; mono?: boolean }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="-mb-2 text-xs text-fg-subtle">
      <ol className="flex min-w-0 flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRightIcon className="size-3 shrink-0" /> : null}
            {item.to ? (
              <Link
                to={item.to}
                className={`truncate hover:text-fg hover:underline ${item.mono ? 'font-mono' : ''}`}
                title={item.label}
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className={`truncate text-fg-muted ${item.mono ? 'font-mono' : ''}`}
                title={item.label}
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
