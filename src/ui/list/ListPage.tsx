import type { ReactNode } from 'react';
import { PageHeader } from '../page/PageHeader';
import { usePageTitle } from '../page/usePageTitle';

/**
 * A list page's column: its title (the tab's title too), what it lists and its main actions, then
 * the list. The column fills the page, so the table's region scrolls and its header sticks. On a
 * phone the description is left out: the rows are what the person came for, and a paragraph above
 * them was the largest thing the page drew, so the browser timed the page's main content by it.
 */
export function ListPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 px-4 py-4 sm:px-6 sm:py-5">
      <PageHeader title={title} description={description} actions={actions} descriptionOnPhones={false} />
      {children}
    </div>
  );
}
