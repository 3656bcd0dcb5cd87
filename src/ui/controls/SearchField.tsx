import { useId, type InputHTMLAttributes } from 'react';
import { cx } from '../cx';
import { SearchIcon } from '../icons';

/** A search box whose label is visually hidden (the icon and placeholder show its purpose). */
export function SearchField({
  label,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  const id = `search${useId()}`;
  return (
    <div className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-fg-subtle" />
      <input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        className={cx(
          'h-8 w-full rounded-md border border-line-strong bg-surface-raised pr-2.5 pl-8 text-[13px] text-fg shadow-xs placeholder:text-fg-subtle',
          'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
        )}
        {...rest}
      />
    </div>
  );
}
