import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses, Field } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  mono?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, description, error, hint, id, required, mono, className, ref, ...rest }: TextAreaProps) {
  return (
    <Field label={label} description={description} error={error} hint={hint} required={required} id={id} className={className}>
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
