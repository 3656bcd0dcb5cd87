import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/**
 * "Open bucket by name": the API lists no buckets, so a bucket made elsewhere is reached by its
 * name. Only emptiness is checked here — an existing bucket's name is whatever the server accepted;
 * a name the service does not have is reported by the access-keys page.
 */
export function OpenBucketForm({ onOpen }: { onOpen: (name: string) => void }) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (name === '') {
      setError('Enter the name of a bucket in this service.');
      inputRef.current?.focus();
      return;
    }
    onOpen(name);
  };

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3.5"
    >
      <h2 id={titleId} className="text-sm font-medium text-fg">
        Open a bucket by name
      </h2>
      <div className="flex items-start gap-2">
        <TextField
          ref={inputRef}
          label="Bucket name"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          placeholder="my-bucket"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          mono
          className="w-[20rem] max-w-full"
        />
        <Button type="submit" className="mt-[calc(13px*1.5+0.375rem)]">
          Open
        </Button>
      </div>
    </form>
  );
}
