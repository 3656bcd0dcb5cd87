import type { SelectHTMLAttributes } from 'react';
import { controlClasses, Field, splitFieldProps, type LabelledControlProps } from './Field';
import { ChevronDownIcon } from './icons';

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, Omit<LabelledControlProps<HTMLSelectElement>, 'mono'> {}

/** A labelled native <select>, wired like TextField (label, description, error, hint). */
export function SelectField({ ref, children, ...props }: SelectFieldProps) {
  const { field, element } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <select ref={ref} {...control} className={controlClasses('h-8 appearance-none pr-8')} {...element}>
            {children}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 text-fg-subtle" />
        </div>
      )}
    </Field>
  );
}
