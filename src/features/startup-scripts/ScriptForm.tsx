import { Button } from '../../ui/controls/Button';
import { FormError } from '../../ui/feedback/FormError';
import { NameField } from '../../ui/form/NameField';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { ApiRequestView } from '../../ui/form/ApiRequestView';
import type { RequestDescription } from '../../lib/requestText';
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
  request,
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
  /** What a submit of these checked values sends, for the "API request" view (null: nothing to send). */
  request: (values: ScriptValues) => RequestDescription | null;
}) {
  const form = useForm({
    initial: values,
    check: (typed) => checked({ name: nameProblem(typed.name) }, typed),
    send: onSubmit,
    outside: { values, onValuesChange: onChange, pending, serverError, dismissError: onDismissError },
  });

  const shownRequest = form.body ? request(form.body) : null;
  const fields = (
    <>
      <NameField {...form.field('name')} description="How you will pick this script when creating a server." />
      <CodeEditor
        label="Content"
        description="Runs on a new server’s first boot. Start with a shebang, e.g. #!/bin/bash."
        value={values.content}
        onChange={(content) => form.set('content', content)}
        placeholder={'#!/bin/bash\nset -eu\n'}
        rows={layout === 'dialog' ? 14 : 20}
      />
    </>
  );

  return layout === 'dialog' ? (
    <DialogForm form={form} submitLabel={submitLabel} onCancel={onCancel} request={shownRequest}>
      {fields}
    </DialogForm>
  ) : (
    <form onSubmit={form.onSubmit} noValidate aria-label="Edit startup script" className="flex flex-col gap-4">
      {fields}
      {form.formError ? <FormError code={form.formError.code}>{form.formError.message}</FormError> : null}
      <ApiRequestView request={shownRequest} />
      <div className="flex items-center justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" loading={form.pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
