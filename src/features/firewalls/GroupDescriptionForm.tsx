import { placeRefusal } from '../../api/errors/refusals';
import { TextField } from '../../ui/controls/TextField';
import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { characterCount } from '../../lib/text';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import type { SharedFormProps } from '../../ui/form/formDialog';
import type { RequestDescription } from '../../lib/requestText';

const GROUP_DESCRIPTION_MAX = 255;

function descriptionProblem(description: string): string | undefined {
  if (characterCount(description) > GROUP_DESCRIPTION_MAX)
    return `The description can have at most ${GROUP_DESCRIPTION_MAX} characters.`;
  return description === '' ? 'Enter a description, e.g. what the servers in this group do.' : undefined;
}

/**
 * The one field of a firewall group (create and rename). The API takes an empty description, but
 * a group without one is hard to find again, so the form asks for one.
 * `send` sends the trimmed description; a refusal is shown on the field or above the buttons.
 */
export function GroupDescriptionForm({
  initial,
  submitLabel,
  send,
  onCancel,
  request,
}: SharedFormProps<string> & {
  /** What a submit of this description sends, for the "API request" view (null: nothing to send). */
  request: (description: string) => RequestDescription | null;
}) {
  const form = useForm({
    initial: { description: initial },
    check: ({ description }) => checked({ description: descriptionProblem(description.trim()) }, description.trim()),
    judge: { description: 'as-typed' },
    send,
    placeError: (error) => placeRefusal(error, { byCode: { DESCRIPTION_TOO_LONG: 'description' } }),
  });

  return (
    <DialogForm
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
      request={form.body === null ? null : request(form.body)}
    >
      <TextField
        {...form.field('description')}
        label="Description"
        description="How you will recognise the group, e.g. “Public web servers”."
        hint={<CharacterCounter value={form.values.description.trim()} max={GROUP_DESCRIPTION_MAX} />}
        required
        autoComplete="off"
      />
    </DialogForm>
  );
}
