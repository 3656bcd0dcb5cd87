import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlClasses, Field, splitFieldProps, type LabelledControlProps } from './Field';
import { ChevronDownIcon } from '../icons';
import { cx } from '../cx';

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, Omit<LabelledControlProps<HTMLSelectElement>, 'mono'> {}

/** A labelled native <select>, wired like TextField (label, description, error, hint). */
export function SelectField({ ref, children, ...props }: SelectFieldProps) {
  const { field, element } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <SelectControl ref={ref} {...control} {...element}>
          {children}
        </SelectControl>
      )}
    </Field>
  );
}

/**
 * A SelectField whose choices a query loads: the empty first option reads "Loading…" until they come, then
 * "Choose…", and `loadError` replaces the description when they could not be loaded.
 */
export function QuerySelectField({
  choices,
  loadError,
  description,
  children,
  ...props
}: SelectFieldProps & { choices: { isPending: boolean; isError: boolean }; loadError: ReactNode }) {
  return (
    <SelectField {...props} description={choices.isError ? loadError : description}>
      <option value="">{choices.isPending ? 'Loading…' : 'Choose…'}</option>
      {children}
    </SelectField>
  );
}

/**
 * The form kit's select itself, with its chevron, for a control labelled elsewhere (a toolbar's
 * inline label): the same look as SelectField's in both themes. `wrapperClassName` sizes its box.
 */
export function SelectControl({
  ref,
  className,
  wrapperClassName,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: SelectFieldProps['ref'];
  wrapperClassName?: string;
}) {
  return (
    <div className={cx('relative', wrapperClassName)}>
      <select ref={ref} className={controlClasses(cx('h-8 appearance-none pr-8', className))} {...select}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 text-fg-subtle" />
    </div>
  );
}
