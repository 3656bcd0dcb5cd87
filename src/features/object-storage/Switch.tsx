import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * An on/off setting: a checkbox with the switch role (announced "switch, on/off"), its label, a
 * description and, when it is held in place, the reason why. Local to object storage until
 * src/ui has one.
 */
export function Switch({
  label,
  description,
  lockedReason,
  error,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'id'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Shown (and read with the switch) while it cannot be changed. */
  lockedReason?: ReactNode;
  error?: ReactNode;
}) {
  const id = `switch${useId()}`;
  const described = [
    error ? `${id}-error` : null,
    description ? `${id}-description` : null,
    lockedReason ? `${id}-locked` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border border-line px-3 py-2.5">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="text-[13px] font-medium text-fg">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-fg-subtle">
            {description}
          </p>
        ) : null}
        {lockedReason ? (
          <p id={`${id}-locked`} className="text-xs text-accent-text">
            {lockedReason}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-xs text-danger-text">
            {error}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        className={[
          'relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-line-strong transition-colors',
          'before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-xs before:transition-transform',
          'checked:bg-accent checked:before:translate-x-4',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none',
        ].join(' ')}
        {...rest}
      />
    </div>
  );
}
