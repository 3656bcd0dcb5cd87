import type { TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, splitFieldProps, type LabelledControlProps } from './Field';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, LabelledControlProps<HTMLTextAreaElement> {}

export function TextArea({ mono, ref, ...props }: TextAreaProps) {
  const { field, element } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={controlClasses(mono ? 'min-h-24 py-2 font-mono text-xs leading-5 break-all' : 'min-h-20 py-2')}
          {...element}
        />
      )}
    </Field>
  );
}
