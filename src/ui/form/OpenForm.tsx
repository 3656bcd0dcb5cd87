import { useId, type ReactNode } from 'react';
import { Button } from '../controls/Button';
import { cx } from '../cx';
import { TextField } from '../controls/TextField';
import { useForm } from './useForm';

/** What was typed, read: the value to open, or why it cannot be opened. */
export type ReadResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * A titled one-field form that opens something by what the user types (an id, a name). What cannot
 * be read is explained on the field, which keeps what was typed and takes focus; typing again clears it.
 */
export function OpenForm({
  title,
  description,
  label,
  placeholder,
  read,
  onOpen,
  submitLabel = 'Open',
  className,
  fieldClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  label: string;
  placeholder: string;
  read: (text: string) => ReadResult;
  onOpen: (value: string) => void;
  submitLabel?: string;
  className?: string;
  fieldClassName: string;
}) {
  const titleId = useId();
  const form = useForm({
    initial: { text: '' },
    check: ({ text }) => ({ ok: true, body: text }),
    send: (text) => {
      const result = read(text);
      if (!result.ok) throw new Error(result.message);
      onOpen(result.value);
    },
    placeError: (error: unknown) => ({ field: 'text', message: error instanceof Error ? error.message : '' }),
  });

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={form.onSubmit}
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
          {...form.field('text')}
          label={label}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          mono
          className={fieldClassName}
        />
        {/* Lined up with the input: below the label (a 13px line at 1.5) and the field's gap-1.5. */}
        <Button type="submit" className="mt-[calc(13px*1.5+0.375rem)]">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
