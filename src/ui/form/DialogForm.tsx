import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogBody, DialogFormActions } from '../dialogs/Dialog';
import { FormError } from '../feedback/FormError';
import type { PlacedError } from './useForm';
import { ApiRequestView, type ShownRequest } from './ApiRequestView';

/** What a dialog form needs of `useForm`. */
export interface DialogFormState {
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  formError: PlacedError<string> | null;
}

/**
 * The body of a form dialog: its fields, the refusal that is about no one field (announced, with the
 * code to quote to support), then Cancel and the submit button, which cannot send twice while pending.
 * With `disabledReason` (nothing chosen yet) the submit is disabled and described by that sentence.
 * `request` is what a submit would send now (null while the form cannot be sent), shown under "API request".
 */
export function DialogForm({
  form,
  submitLabel,
  onCancel,
  disabledReason,
  request,
  children,
}: {
  form: DialogFormState;
  submitLabel: string;
  onCancel: () => void;
  disabledReason?: string | undefined;
  request?: ShownRequest | null;
  children: ReactNode;
}) {
  const reasonId = useId();
  return (
    <form onSubmit={form.onSubmit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        {children}
        {form.formError ? <FormError code={form.formError.code}>{form.formError.message}</FormError> : null}
        {disabledReason ? (
          <p id={reasonId} className="text-[13px] text-fg-muted">
            {disabledReason}
          </p>
        ) : null}
        {request !== undefined && <ApiRequestView request={request} />}
      </DialogBody>
      <DialogFormActions
        onCancel={onCancel}
        submitLabel={submitLabel}
        pending={form.pending}
        disabledBy={disabledReason ? reasonId : undefined}
      />
    </form>
  );
}
