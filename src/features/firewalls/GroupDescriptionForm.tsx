import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { DialogBody, DialogFooter } from '../../ui/Dialog';
import { errorCode, errorMessage } from '../../lib/errorText';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { characterCount } from '../../lib/text';

export const GROUP_DESCRIPTION_MAX = 255;

/**
 * The one field of a firewall group (create and rename). The API takes an empty description, but
 * a group without one is hard to find again, so the form asks for one.
 */
export function GroupDescriptionForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (description: string) => void;
  onCancel: () => void;
}) {
  const [description, setDescription] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const trimmed = description.trim();
  const tooLong = characterCount(trimmed) > GROUP_DESCRIPTION_MAX;
  const serverOnField = isApiError(error) && error.code === 'DESCRIPTION_TOO_LONG';

  useEffect(() => {
    if (serverOnField) ref.current?.focus();
  }, [serverOnField, error]);

  const fieldError = tooLong
    ? `The description can have at most ${GROUP_DESCRIPTION_MAX} characters.`
    : submitted && trimmed === ''
      ? 'Enter a description, e.g. what the servers in this group do.'
      : serverOnField
        ? errorMessage(error)
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (trimmed === '' || tooLong) {
      ref.current?.focus();
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={ref}
          label="Description"
          description="How you will recognise the group, e.g. “Public web servers”."
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={fieldError}
          hint={<CharacterCounter value={trimmed} max={GROUP_DESCRIPTION_MAX} />}
          required
          autoComplete="off"
        />
        {error && !serverOnField ? <FormError code={errorCode(error)}>{errorMessage(error)}</FormError> : null}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
