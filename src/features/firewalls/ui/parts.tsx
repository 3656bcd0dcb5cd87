import { useId, type ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { AlertIcon, InfoIcon } from '../../../ui/icons';

// Small pieces the firewall and IP list pages share. Candidates for src/ui (see the report).

/** A quiet line of context above a table or form: info (grey) or warning (amber). */
export function Note({
  children,
  tone = 'info',
  className,
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
  className?: string;
}) {
  const Icon = tone === 'warning' ? AlertIcon : InfoIcon;
  return (
    <div
      className={cx(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-[13px]',
        tone === 'warning'
          ? 'border-warning-text/25 bg-warning-soft text-warning-text'
          : 'border-line bg-surface-sunken text-fg-muted',
        className,
      )}
    >
      <Icon className={cx('mt-0.5 size-4 shrink-0', tone === 'info' && 'text-fg-subtle')} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

/** Radios drawn as a segmented control: a fieldset with a legend, arrow keys move between options. */
export function SegmentedChoice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly ChoiceOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-[13px] font-medium text-fg">{legend}</legend>
      <div className="inline-flex w-fit rounded-md border border-line-strong bg-surface-sunken p-0.5 shadow-xs">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'relative inline-flex h-7 cursor-pointer items-center rounded px-3 text-[13px] text-fg-muted select-none hover:text-fg',
              'has-[:checked]:bg-surface-raised has-[:checked]:font-medium has-[:checked]:text-fg has-[:checked]:shadow-xs',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Invisible but covering the whole segment, so a click or tap lands on the radio itself.
              className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The facts row under a detail page's title: term above value, in a quiet strip. */
export function FactList({ facts }: { facts: readonly { term: string; value: ReactNode }[] }) {
  const id = useId();
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3 rounded-lg border border-line bg-surface-raised px-4 py-3">
      {facts.map((fact, index) => (
        <div key={`${id}-${index}`} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-fg-subtle">{fact.term}</dt>
          <dd className="min-w-0 text-[13px] text-fg">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
