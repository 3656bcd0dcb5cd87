import { cx } from '../cx';
import type { ReactNode } from 'react';

/**
 * The title row of a page: one h1, a short description, and the page's main actions. The title is
 * one line and the description two at most, cut with an ellipsis: both often carry a resource's
 * name or description, which the server may send 10,000 characters long. Text ones show whole on hover.
 */
export function PageHeader({
  title,
  description,
  actions,
  descriptionOnPhones = true,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** False leaves the description out below 640 px, where a list's first rows need the room. */
  descriptionOnPhones?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0 flex-1 basis-80">
        <h1
          className="truncate text-base font-semibold tracking-tight text-fg sm:text-lg"
          title={typeof title === 'string' ? title : undefined}
        >
          {title}
        </h1>
        {description ? (
          <p
            className={cx(
              'mt-0.5 line-clamp-2 text-[13px] text-fg-muted [overflow-wrap:anywhere]',
              !descriptionOnPhones && 'max-sm:hidden',
            )}
            title={typeof description === 'string' ? description : undefined}
          >
            {description}
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
