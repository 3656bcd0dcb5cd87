import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { usePageTitle } from '../ui/usePageTitle';
import { CloudIcon } from '../ui/icons';
import { AREA_GROUPS, AREAS } from './areas';
import type { BootPage } from './bootPage';

/**
 * What a signed-in address paints as soon as the first route runs, before its shell and page code
 * arrive: the top bar, the sidebar and the page's own heading where they will stay (AppShell's and
 * ListPage's boxes), and grey bars where the page's content will be. The chrome is only a picture
 * (aria-hidden): the controls come with the shell a moment later.
 */
export function ShellSkeleton({ page }: { page: BootPage }) {
  usePageTitle(page.heading?.title ?? page.area.title);
  return (
    <div className="flex h-dvh flex-col">
      <div
        aria-hidden="true"
        className="flex h-12 shrink-0 items-center gap-2 border-b border-line bg-surface-raised px-2 sm:gap-3 sm:px-3"
      >
        <span className="size-8 lg:hidden" />
        <span className="flex items-center gap-2 px-1.5 text-[13px] font-semibold text-fg">
          <span className="flex size-6 items-center justify-center rounded-md bg-accent text-accent-fg">
            <CloudIcon className="size-4" />
          </span>
          <span className="hidden lg:inline">Cloud Console</span>
        </span>
        <Skeleton className="h-8 w-20 sm:w-36 lg:ml-6" />
      </div>
      <div className="flex min-h-0 flex-1">
        <div
          aria-hidden="true"
          className="hidden w-52 shrink-0 flex-col gap-4 border-r border-line bg-surface-sunken px-2 py-4 lg:flex"
        >
          {AREA_GROUPS.map((group) => (
            <div key={group}>
              <p className="mb-1 px-2 text-[11px] font-medium tracking-wide text-fg-subtle uppercase">{group}</p>
              {AREAS.filter((area) => area.group === group).map((area) => (
                <p
                  key={area.slug}
                  className={
                    area === page.area
                      ? 'flex h-7 items-center rounded-md bg-surface-selected px-2 text-[13px] font-medium text-fg'
                      : 'flex h-7 items-center px-2 text-[13px] text-fg-muted'
                  }
                >
                  {area.title}
                </p>
              ))}
            </div>
          ))}
        </div>
        <main id="main-content" aria-busy="true" className="relative flex min-w-0 flex-1 flex-col overflow-auto">
          <div className="flex min-h-0 flex-1 flex-col gap-4 px-4 py-4 sm:px-6 sm:py-5">
            {page.heading ? <PageHeader {...page.heading} /> : <h1 className="sr-only">{page.area.title}</h1>}
            <p role="status" className="sr-only">
              Loading…
            </p>
            <div aria-hidden="true" className="flex flex-col gap-3">
              <Skeleton className="h-8 w-full max-w-sm" />
              <div className="overflow-hidden rounded-lg border border-line bg-surface-raised">
                {Array.from({ length: 6 }, (_, row) => (
                  <div key={row} className="flex h-10 items-center gap-6 border-b border-line px-3 last:border-b-0">
                    <Skeleton className="w-32" />
                    <Skeleton className="w-24" />
                    <Skeleton className="hidden w-20 sm:block" />
                  </div>
                ))}
              </div>
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
