// Where a detail page sits: every detail page shows the same trail above its title.
import { Link } from 'react-router-dom';
import { cx } from '../cx';
import { ChevronRightIcon } from '../icons';

export interface Crumb {
  /** A name the server chose, or an id while the name is not known yet. */
  label: string;
  /** Absent on the last crumb: the page itself. */
  to?: string;
  /** An id or address rather than a name. */
  mono?: boolean;
}

/**
 * "Firewalls › Public web servers": the list the page belongs to, any page between, then the page.
 * Labels are often server values: each is one line cut with an ellipsis (whole on hover) and
 * isolated, so a right-to-left override in a name cannot reorder the trail.
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-xs text-fg-muted">
      <ol className="flex min-w-0 flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const text = (
            <bdi className={cx('truncate', item.mono && 'font-mono')} title={item.label}>
              {item.label}
            </bdi>
          );
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 max-w-full items-center gap-1">
              {index > 0 ? <ChevronRightIcon className="size-3 shrink-0 text-fg-subtle" /> : null}
              {item.to === undefined ? (
                <span aria-current="page" className="flex min-w-0 text-fg">
                  {text}
                </span>
              ) : (
                <Link to={item.to} className="flex min-w-0 hover:text-fg hover:underline">
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The trail of an item's page: its list, then the item by its name, or by its id (mono) while no name is known. */
export function ItemBreadcrumb({
  list,
  to,
  name,
  id,
}: {
  list: string;
  to: string;
  name: string | null | undefined;
  id: string;
}) {
  return <Breadcrumb items={[{ label: list, to }, name == null ? { label: id, mono: true } : { label: name }]} />;
}
