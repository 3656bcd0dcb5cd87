import { useId } from 'react';
import { cx } from '../cx';
import { ChevronDownIcon } from '../icons';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled native select for a list filter (VM, location, family), styled like the search box.
 * The first option is "all" (value ''). The label is visible, short and left of the control.
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  /** The "no filter" option (value ''); leave out for a choice that always has a value (a sort). */
  allLabel?: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = `filter${useId()}`;
  // A value from the URL that is not (or no longer) an option is still shown, so the view is honest.
  const known = (value === '' && allLabel !== undefined) || options.some((option) => option.value === value);
  return (
    <div className={cx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-xs text-fg-muted">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cx(
            'h-8 max-w-[16rem] appearance-none truncate rounded-md border border-line-strong bg-surface-raised pr-7 pl-2.5 text-[13px] text-fg shadow-xs',
            'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          )}
        >
          {allLabel === undefined ? null : <option value="">{allLabel}</option>}
          {known ? null : <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2 size-3.5 -translate-y-1/2 text-fg-subtle" />
      </div>
    </div>
  );
}

/** The location filter's words; its options are the locations the list holds. */
export const LOCATION_FILTER = { label: 'Location', allLabel: 'All locations' };

/** A filter's options from value → label, in the order written: `filterOptions({ '': 'All', v4: 'IPv4' })`. */
export function filterOptions(labels: Readonly<Record<string, string>>): FilterOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
