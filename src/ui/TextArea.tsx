import type { TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, type LabelledControlProps } from './Field';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, LabelledControlProps<HTMLTextAreaElement> {}

export function TextArea({
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
}: TextAreaProps) {
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
        <textarea
          ref={ref}
          {...control}
          required={required}
          className={controlClasses(mono ? 'min-h-24 py-2 font-mono text-xs leading-5 break-all' : 'min-h-20 py-2')}
          {...rest}
        />
      )}
    </Field>
  );
}
