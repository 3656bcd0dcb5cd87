import type { SelectHTMLAttributes } from 'react';
import { controlClasses, Field, type LabelledControlProps } from './Field';
import { ChevronDownIcon } from './icons';

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, Omit<LabelledControlProps<HTMLSelectElement>, 'mono'> {}

/** A labelled native <select>, wired like TextField (label, description, error, hint). */
export function SelectField({
  label,
  description,
  error,
  hint,
  id,
  required,
  className,
  ref,
  children,
  ...rest
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      hint={hint}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <select
            ref={ref}
            {...control}
            required={required}
            className={controlClasses('h-8 appearance-none pr-8')}
            {...rest}
          >
            {children}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 text-fg-subtle" />
        </div>
      )}
    </Field>
  );
}
