import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { DialogBody, DialogFooter } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { CodeEditor } from './CodeEditor';
import { nameProblem, type PlacedError, type ScriptValues } from './scriptForm';

/**
 * Name and content of a startup script, for the create dialog and the edit view. The values live
 * with the caller (which needs them to know whether anything would be lost); every value stays
 * when the server refuses.
 */
export function ScriptForm({
  values,
  onChange,
  submitLabel,
  pending,
  serverError,
  onDismissError,
  onSubmit,
  onCancel,
  layout,
}: {
  values: ScriptValues;
  onChange: (values: ScriptValues) => void;
  submitLabel: string;
  pending: boolean;
  serverError: PlacedError | null;
  onDismissError: () => void;
  onSubmit: (values: ScriptValues) => void;
  onCancel: () => void;
  layout: 'dialog' | 'page';
}) {
  const [submitted, setSubmitted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (serverError?.field === 'name') nameRef.current?.focus();
  }, [serverError]);

  const nameError =
    (submitted ? nameProblem(values.name) : undefined) ??
    (serverError?.field === 'name' ? serverError.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (nameProblem(values.name)) {
      nameRef.current?.focus();
      return;
    }
    onSubmit(values);
  };

  const fields = (
    <>
      <TextField
        ref={nameRef}
        label="Name"
        description="How you will pick this script when creating a server."
        value={values.name}
        onChange={(event) => {
          onChange({ ...values, name: event.target.value });
          if (serverError?.field === 'name') onDismissError();
        }}
        error={nameError}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <CodeEditor
        label="Content"
        description="Runs on a new server’s first boot. Start with a shebang, e.g. #!/bin/bash."
        value={values.content}
        onChange={(content) => onChange({ ...values, content })}
        placeholder={'#!/bin/bash\nset -eu\n'}
        rows={layout === 'dialog' ? 14 : 20}
      />
      {serverError?.field === 'form' ? <FormError code={serverError.code}>{serverError.message}</FormError> : null}
    </>
  );
  const buttons = (
    <>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="primary" loading={pending}>
        {submitLabel}
      </Button>
    </>
  );

  return layout === 'dialog' ? (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">{fields}</DialogBody>
      <DialogFooter>{buttons}</DialogFooter>
    </form>
  ) : (
    <form onSubmit={submit} noValidate aria-label="Edit startup script" className="flex flex-col gap-4">
      {fields}
      <div className="flex items-center justify-end gap-2">{buttons}</div>
    </form>
  );
}
