import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../cx';
import { TextField } from '../TextField';
import { readUuid } from './uuid';

/**
 * "Open by ID": for a resource whose list endpoint is an extension the server lacks, the user pastes
 * an id and `onOpen` navigates to it. The id is checked (a UUID) before `onOpen` is called; a bad one
 * is explained on the field, which keeps what was typed and takes focus.
 */
export function OpenByIdForm({
  noun,
  onOpen,
  title = 'Open by ID',
  description,
  submitLabel = 'Open',
  className,
}: {
  /** The resource, in the singular, lower case: "firewall group". The field is labelled "Firewall group ID". */
  noun: string;
  /** Called with the cleaned, lower-case id. */
  onOpen: (id: string) => void;
  title?: ReactNode;
  description?: ReactNode;
  submitLabel?: string;
  className?: string;
}) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readUuid(value);
    if (!result.ok) {
      setError(result.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onOpen(result.id);
  };

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      className={cx('flex flex-col gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3.5', className)}
    >
      <div>
        <h2 id={titleId} className="text-sm font-medium text-fg">
          {title}
        </h2>
        {description ? <p className="mt-0.5 text-[13px] text-fg-muted">{description}</p> : null}
      </div>
      <div className="flex items-start gap-2">
        <TextField
          ref={inputRef}
          label={`${noun.charAt(0).toLocaleUpperCase()}${noun.slice(1)} ID`}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          placeholder="00000000-0000-0000-0000-000000000000"
          autoComplete="off"
          spellCheck={false}
          mono
          className="w-[24rem] max-w-full"
        />
        {/* Lined up with the input: below the label (a 13px line at 1.5) and the field's gap-1.5. */}
        <Button type="submit" className="mt-[calc(13px*1.5+0.375rem)]">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
