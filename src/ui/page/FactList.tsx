import { useId, type ReactNode } from 'react';

/** The facts row under a detail page's title: term above value, in a quiet strip. */
export function FactList({ facts }: { facts: readonly { term: string; value: ReactNode }[] }) {
  const id = useId();
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3 rounded-lg border border-line bg-surface-raised px-4 py-3">
      {facts.map((fact, index) => (
        <div key={`${id}-${index}`} className="flex max-w-full min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-fg-subtle">{fact.term}</dt>
          <dd className="min-w-0 text-[13px] text-fg">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
