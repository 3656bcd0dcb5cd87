import { placeRefusal } from '../../api/errors/refusals';
import { ipListRequests, useCreateIpList, useUpdateIpList } from '../../api/resources/ipLists';
import { describePlanned } from '../../api/http/apiRequest';
import type { RequestDescription } from '../../lib/requestText';
import type { IpList } from '../../api/types';
import { formDialog, itemFormDialog, type TeamFormProps, type SharedFormProps } from '../../ui/form/formDialog';
import { TextField } from '../../ui/controls/TextField';
import { NameField } from '../../ui/form/NameField';
import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { characterCount, isBlankName } from '../../lib/text';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { IP_LIST_DESCRIPTION_MAX, IP_LIST_NAME_MAX } from './ipListRows';

interface Values {
  name: string;
  description: string;
}

type ListFormProps = TeamFormProps<{
  onSaved: (saved: { id: string; name: string }) => void;
}>;

function CreateForm({ teamId, onClose, onSaved }: ListFormProps) {
  const create = useCreateIpList(teamId);
  return (
    <ListForm
      initial={{ name: '', description: '' }}
      submitLabel="Create list"
      onCancel={onClose}
      request={(values) => describePlanned(ipListRequests.create(teamId, values))}
      send={async (values) => onSaved(await create.mutateAsync(values))}
    />
  );
}

function EditForm({ teamId, list, onClose, onSaved }: ListFormProps & { list: IpList }) {
  const update = useUpdateIpList(teamId);
  return (
    <ListForm
      initial={{ name: list.name, description: list.description ?? '' }}
      submitLabel="Save"
      onCancel={onClose}
      request={(values) => {
        const changes = listChanges(list, values);
        return changes && describePlanned(ipListRequests.update(teamId, list.id, changes));
      }}
      send={async (values) => {
        const changes = listChanges(list, values);
        if (!changes) return onClose();
        await update.mutateAsync({ id: list.id, ...changes });
        onSaved({ id: list.id, name: values.name });
      }}
    />
  );
}

/** The PATCH body: only what changed, or null when nothing did (saving an unchanged form sends nothing). */
function listChanges(list: IpList, values: Values): Partial<Values> | null {
  const changes = {
    ...(values.name === list.name ? {} : { name: values.name }),
    ...(values.description === list.description ? {} : { description: values.description }),
  };
  return Object.keys(changes).length === 0 ? null : changes;
}

const CreateDialog = formDialog(
  { title: 'Create IP list', description: 'A named set of addresses that firewall rules can allow as one source.' },
  CreateForm,
);
const EditDialog = itemFormDialog('list', { title: 'Edit IP list' }, EditForm);

/** Create a list, or (with `list`) rename it and change its description. */
export function IpListFormDialog({
  open,
  list,
  ...props
}: ListFormProps & {
  open: boolean;
  /** The list being edited; absent to create one. */
  list?: IpList | null;
}) {
  return list ? <EditDialog {...props} list={open ? list : null} /> : <CreateDialog {...props} open={open} />;
}

function check(values: Values) {
  const name = values.name.trim();
  const description = values.description.trim();
  return checked(
    {
      name:
        characterCount(name) > IP_LIST_NAME_MAX
          ? `The name can have at most ${IP_LIST_NAME_MAX} characters.`
          : isBlankName(name)
            ? 'Enter a name for the list.'
            : undefined,
      description:
        characterCount(description) > IP_LIST_DESCRIPTION_MAX
          ? `The description can have at most ${IP_LIST_DESCRIPTION_MAX} characters.`
          : undefined,
    },
    { name, description },
  );
}

function placeListError(error: unknown) {
  return placeRefusal<keyof Values>(error, {
    byCode: { INVALID_NAME: 'name', NAME_TOO_LONG: 'name', DESCRIPTION_TOO_LONG: 'description' },
    // The API refuses an invalid or duplicate name, or a team at its list limit, with a bare 400.
    byCodelessStatus: { 400: 'name' },
  });
}

/** `send` sends the checked, trimmed values; a refusal is shown on its field or above the buttons. */
function ListForm({
  initial,
  submitLabel,
  send,
  onCancel,
  request,
}: SharedFormProps<Values> & {
  /** What a submit of these checked values sends, for the "API request" view (null: nothing to send). */
  request: (values: Values) => RequestDescription | null;
}) {
  const form = useForm({
    initial,
    check,
    judge: { name: 'as-typed', description: 'as-typed' },
    send,
    placeError: placeListError,
  });

  return (
    <DialogForm
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
      request={form.body === null ? null : request(form.body)}
    >
      <NameField {...form.field('name')} description="Short, e.g. “office” or “monitoring”." max={IP_LIST_NAME_MAX} />
      <TextField
        {...form.field('description')}
        label="Description"
        description="Optional: what the addresses are."
        hint={<CharacterCounter value={form.values.description.trim()} max={IP_LIST_DESCRIPTION_MAX} />}
        autoComplete="off"
      />
    </DialogForm>
  );
}
