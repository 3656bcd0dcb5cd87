import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '../cx';
import { AlertIcon } from '../icons';

export interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the control, marks it aria-invalid and is read with it via aria-describedby. */
  error?: ReactNode;
  /** Extra content under the control (e.g. a live preview), also referenced by aria-describedby. */
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** What every labelled text control accepts on top of its element's own attributes. */
export interface LabelledControlProps<E> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** Monospace, for keys, ids and addresses. */
  mono?: boolean;
  ref?: Ref<E>;
}

/**
 * A labelled control's own props split from those of its element: `field` goes to <Field>, `element`
 * (with `required` kept, for the browser) to the control.
 */
export function splitFieldProps<P extends Omit<LabelledControlProps<unknown>, 'ref' | 'mono'>>({
  label,
  description,
  error,
  hint,
  id,
  required,
  className,
  ...element
}: P & { required?: boolean | undefined; className?: string | undefined }) {
  return {
    field: { label, description, error, hint, id, required, className },
    element: { ...element, required },
  };
}

/** Label, description and error wiring shared by every form control. */
export function Field({ label, description, error, hint, required, id, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, descriptionId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-[13px] font-medium text-fg">
        {label}
        {required ? (
          <span className="text-fg-subtle" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-xs text-fg-subtle">
          {description}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={`${controlId}-error`} error={error} />
      {hint ? <div id={hintId}>{hint}</div> : null}
    </div>
  );
}

/** A field's error under it: the message with its icon, `id` for the control's aria-describedby. Nothing without an error. */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs text-danger-text">
      <AlertIcon className="mt-px size-3.5 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

export const controlClasses = (extra?: string) =>
  cx(
    'w-full rounded-md border border-line-strong bg-surface-raised px-2.5 text-sm text-fg shadow-xs',
    'placeholder:text-fg-subtle transition-colors',
    'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
    'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30',
    'disabled:cursor-not-allowed disabled:opacity-60',
    extra,
  );
