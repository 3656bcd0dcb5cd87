import type { InputHTMLAttributes } from 'react';
import { controlClasses, Field, type LabelledControlProps } from './Field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, LabelledControlProps<HTMLInputElement> {}

export function TextField({
  label,
  description,
  error,
  hint,
  id,
  required,
  mono,
  className,
  ref,
  ...rest
}: TextFieldProps) {
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
        <input
          ref={ref}
          {...control}
          required={required}
          className={controlClasses(mono ? 'h-8 font-mono text-[13px]' : 'h-8')}
          {...rest}
        />
      )}
    </Field>
  );
}
