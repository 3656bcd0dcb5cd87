import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  description?: ReactNode;
}

export function Checkbox({ label, description, ...rest }: CheckboxProps) {
  const id = `checkbox${useId()}`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-4 shrink-0 rounded border-line-strong accent-accent"
        {...rest}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-[13px] text-fg">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs text-fg-subtle">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
