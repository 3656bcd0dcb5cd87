import type { FormEvent, ReactNode } from 'react';
import { DialogBody, DialogFormActions } from '../Dialog';
import { FormError } from '../FormError';
import type { PlacedError } from './useForm';

/** What a dialog form needs of `useForm`. */
export interface DialogFormState {
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  formError: PlacedError<string> | null;
}

/**
 * The body of a form dialog: its fields, the refusal that is about no one field (announced, with the
 * code to quote to support), then Cancel and the submit button, which cannot send twice while pending.
 */
export function DialogForm({
  form,
  submitLabel,
  onCancel,
  children,
}: {
  form: DialogFormState;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        {children}
        {form.formError ? <FormError code={form.formError.code}>{form.formError.message}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onCancel} submitLabel={submitLabel} pending={form.pending} />
    </form>
  );
}
