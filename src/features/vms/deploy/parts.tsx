import { useId, type ReactNode, type Ref } from 'react';
import { FieldError } from '../../../ui/controls/Field';

/** One step of the deploy form: a fieldset whose legend names it. */
export function Section({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-surface-raised p-4">
      <legend className="px-1 text-sm font-semibold text-fg">{legend}</legend>
      {description ? <p className="-mt-2 text-xs text-fg-subtle">{description}</p> : null}
      {children}
    </fieldset>
  );
}

export interface CheckOption {
  id: string;
  label: ReactNode;
  detail?: ReactNode;
}

/**
 * Several things ticked from a list, as a fieldset: its error is read with every box, and the first
 * box takes the focus when the choice needs fixing.
 */
export function CheckList({
  legend,
  description,
  options,
  chosen,
  onChange,
  error,
  empty,
  focusRef,
}: {
  legend: string;
  description?: ReactNode;
  options: readonly CheckOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
  empty: ReactNode;
  focusRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : '', description ? descriptionId : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (optionId: string, on: boolean) =>
    onChange(on ? [...chosen, optionId] : chosen.filter((known) => known !== optionId));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-[13px] font-medium text-fg">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-xs text-fg-subtle">
          {description}
        </p>
      ) : null}
      {options.length === 0 ? <p className="text-xs text-fg-subtle">{empty}</p> : null}
      <ul className="flex flex-col gap-1.5">
        {options.map((option, index) => (
          <li key={option.id} className="flex items-start gap-2">
            <input
              ref={index === 0 ? focusRef : undefined}
              id={`${id}-${option.id}`}
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5 size-4 shrink-0 rounded border-line-strong accent-accent"
            />
            <label htmlFor={`${id}-${option.id}`} className="flex min-w-0 flex-col text-[13px] text-fg">
              <span className="truncate">{option.label}</span>
              {/* Read as two words (a flex column drops the space from its layout, not from the box's name). */}
              {option.detail ? ' ' : null}
              {option.detail ? (
                <span className="truncate font-mono text-xs text-fg-subtle">{option.detail}</span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
