import type { ReactNode } from 'react';
import { cx } from '../cx';

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
