import { EmptyState } from './EmptyState';
import { InfoIcon } from './icons';
import { PageHeader } from './PageHeader';
import { usePageTitle } from './usePageTitle';

/** Stand-in for an area whose page has not been written yet; replaced one area at a time. */
export function NotBuiltPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-5 px-6 py-5">
      <PageHeader title={title} />
      <div className="rounded-lg border border-dashed border-line-strong">
        <EmptyState icon={<InfoIcon className="size-5" />} title="This page is not built yet">
          {title} will appear here in a later version of the console.
        </EmptyState>
      </div>
    </div>
  );
}
