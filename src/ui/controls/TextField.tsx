import type { InputHTMLAttributes } from 'react';
import { controlClasses, Field, splitFieldProps, type LabelledControlProps } from './Field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, LabelledControlProps<HTMLInputElement> {}

export function TextField({ mono, ref, ...props }: TextFieldProps) {
  const { field, element } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={controlClasses(mono ? 'h-8 font-mono text-[13px]' : 'h-8')}
          {...element}
        />
      )}
    </Field>
  );
}
