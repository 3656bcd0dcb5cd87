import { useId, useMemo } from 'react';
import { useOsTemplates } from '../../api/resources/catalogue';
import type { OsTemplate } from '../../api/types';
import { Button } from '../../ui/controls/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState, retryState } from '../../ui/feedback/ErrorState';
import { countText } from '../../ui/list/countText';
import { CopyableText } from '../../ui/list/cells';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { searchBinding, filterBinding } from '../../ui/list/bindings';
import { Skeleton } from '../../ui/feedback/Skeleton';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { familyOptions, groupTemplates, OS_TEMPLATE_LIST, SORT_CHOICES, type TemplateGroup } from './templateGroups';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'template', other: 'templates' };
const SORT_OPTIONS = SORT_CHOICES.map(({ value, label }) => ({ value, label }));

export function OsTemplatesPage() {
  const templates = useOsTemplates();
  const list = useListParams(OS_TEMPLATE_LIST);
  const { params } = list;
  const all = useMemo(() => templates.data ?? [], [templates.data]);
  const groups = useMemo(() => groupTemplates(all, params), [all, params]);
  const families = useMemo(() => familyOptions(all), [all]);
  const shown = groups.reduce((sum, group) => sum + group.templates.length, 0);

  let body;
  if (templates.isError) {
    body = <ErrorState title="OS templates could not be loaded" {...retryState(templates)} />;
  } else if (templates.isPending) {
    body = <SkeletonGroups />;
  } else if (all.length === 0) {
    body = <EmptyState title="No OS templates">The provider lists no operating systems right now.</EmptyState>;
  } else if (groups.length === 0) {
    body = (
      <EmptyState
        title="No OS templates match"
        action={
          <Button size="sm" onClick={list.clear}>
            Clear search and filter
          </Button>
        }
      >
        Nothing has a name, family or ID containing “{params.q}”.
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid grid-cols-[repeat(auto-fill,minmax(19rem,1fr))] items-start gap-4">
        {groups.map((group) => (
          <FamilyGroup key={group.family} group={group} />
        ))}
      </div>
    );
  }

  return (
    <ListPage {...AREA_HEADINGS['os-templates']}>
      <ListToolbar
        {...searchBinding(list, { label: 'Search OS templates', by: 'name, family or ID' })}
        filters={
          <>
            <FilterSelect
              {...filterBinding(list, 'family', { label: 'Family', allLabel: 'All families', options: families })}
            />
            <FilterSelect
              label="Sort"
              value={`${params.sort}-${params.dir}`}
              options={SORT_OPTIONS}
              onChange={(value) => {
                const choice = SORT_CHOICES.find((option) => option.value === value);
                if (choice) list.setParams({ sort: choice.sort, dir: choice.dir });
              }}
            />
          </>
        }
        count={templates.isSuccess ? { shown, total: all.length, noun: NOUN, narrowed: list.narrowed } : null}
      />
      <div className="min-h-0 flex-1 overflow-auto">{body}</div>
    </ListPage>
  );
}

function FamilyGroup({ group }: { group: TemplateGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-lg border border-line bg-surface-raised">
      <header className="flex items-baseline justify-between gap-3 border-b border-line bg-surface px-3.5 py-2">
        <h2 id={headingId} className="text-[13px] font-semibold text-fg">
          {group.label}
        </h2>
        <span className="text-xs text-fg-subtle tabular-nums">
          {countText({ shown: group.templates.length, total: group.templates.length, noun: NOUN, narrowed: false })}
        </span>
      </header>
      <ul aria-labelledby={headingId}>
        {group.templates.map((template) => (
          <TemplateItem key={template.id} template={template} />
        ))}
      </ul>
    </section>
  );
}

function TemplateItem({ template }: { template: OsTemplate }) {
  return (
    <li className="group/row flex h-10 items-center justify-between gap-3 border-b border-line px-3.5 text-[13px] last:border-b-0">
      <span className="truncate font-medium text-fg" title={template.name}>
        {template.name}
      </span>
      <CopyableText
        value={String(template.id)}
        copyLabel={`Copy ID of ${template.name}`}
        revealCopy="hover"
        className="shrink-0"
      />
    </li>
  );
}

function SkeletonGroups() {
  return (
    <div aria-busy="true" className="grid grid-cols-[repeat(auto-fill,minmax(19rem,1fr))] items-start gap-4">
      <p className="sr-only">Loading OS templates…</p>
      {[3, 2, 2, 1].map((count, index) => (
        <div key={index} aria-hidden="true" className="overflow-hidden rounded-lg border border-line bg-surface-raised">
          <div className="flex h-[2.3rem] items-center border-b border-line bg-surface px-3.5">
            <Skeleton className="w-20" />
          </div>
          {Array.from({ length: count }, (_, row) => (
            <div
              key={row}
              className="flex h-10 items-center justify-between border-b border-line px-3.5 last:border-b-0"
            >
              <Skeleton className="w-36" />
              <Skeleton className="w-8" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
