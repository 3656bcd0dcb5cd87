import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, isCodeless } from '../../api/errors';
import { useCreateIpList, useUpdateIpList } from '../../api/ipLists';
import type { IpList } from '../../api/types';
import { Button } from '../../ui/Button';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog';
import { errorMessage } from '../../lib/errorText';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { characterCount } from '../../lib/text';
import { IP_LIST_DESCRIPTION_MAX, IP_LIST_NAME_MAX } from './ipListRows';

interface Values {
  name: string;
  description: string;
}

const FIELD_OF_CODE: Record<string, keyof Values> = {
  INVALID_NAME: 'name',
  NAME_TOO_LONG: 'name',
  DESCRIPTION_TOO_LONG: 'description',
};

/** Create a list, or (with `list`) rename it and change its description. */
export function IpListFormDialog({
  teamId,
  open,
  list,
  onClose,
  onSaved,
}: {
  teamId: string;
  open: boolean;
  /** The list being edited; absent to create one. */
  list?: IpList | null;
  onClose: () => void;
  onSaved: (saved: { id: string; name: string }) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={list ? 'Edit IP list' : 'Create IP list'}
      description={list ? undefined : 'A named set of addresses that firewall rules can allow as one source.'}
    >
      {list ? (
        <EditForm key={list.id} teamId={teamId} list={list} onClose={onClose} onSaved={onSaved} />
      ) : (
        <CreateForm teamId={teamId} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function CreateForm({
  teamId,
  onClose,
  onSaved,
}: {
  teamId: string;
  onClose: () => void;
  onSaved: (saved: { id: string; name: string }) => void;
}) {
  const create = useCreateIpList(teamId);
  return (
    <ListForm
      initial={{ name: '', description: '' }}
      submitLabel="Create list"
      pending={create.isPending}
      error={create.error}
      onCancel={onClose}
      onSubmit={(values) => create.mutate(values, { onSuccess: (created) => onSaved(created) })}
      onEdit={() => create.reset()}
    />
  );
}

function EditForm({
  teamId,
  list,
  onClose,
  onSaved,
}: {
  teamId: string;
  list: IpList;
  onClose: () => void;
  onSaved: (saved: { id: string; name: string }) => void;
}) {
  const update = useUpdateIpList(teamId);
  return (
    <ListForm
      initial={{ name: list.name, description: list.description ?? '' }}
      submitLabel="Save"
      pending={update.isPending}
      error={update.error}
      onCancel={onClose}
      onEdit={() => update.reset()}
      onSubmit={(values) => {
        const changes = {
          ...(values.name === list.name ? {} : { name: values.name }),
          ...(values.description === list.description ? {} : { description: values.description }),
        };
        if (Object.keys(changes).length === 0) {
          onClose();
          return;
        }
        update.mutate({ id: list.id, ...changes }, { onSuccess: () => onSaved({ id: list.id, name: values.name }) });
      }}
    />
  );
}

function ListForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  onEdit,
}: {
  initial: Values;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
  /** The user changed a field: a server error about the old values is stale. */
  onEdit: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [submitted, setSubmitted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);
  const code = isApiError(error) ? error.code : undefined;
  // The API refuses an invalid or duplicate name, or a team at its list limit, with a bare 400: it goes on
  // the name field, in the words the error carries for its operation (api/operationErrors.ts).
  const serverField = isCodeless(error, 400) ? 'name' : code ? FIELD_OF_CODE[code] : undefined;
  const serverMessage = errorMessage(error);

  useEffect(() => {
    if (serverField === 'name') nameRef.current?.focus();
    if (serverField === 'description') descriptionRef.current?.focus();
  }, [serverField, error]);

  const trimmedName = name.trim();
  const trimmedDescription = description.trim();
  const nameProblem =
    characterCount(trimmedName) > IP_LIST_NAME_MAX
      ? `The name can have at most ${IP_LIST_NAME_MAX} characters.`
      : submitted && trimmedName === ''
        ? 'Enter a name for the list.'
        : undefined;
  const descriptionProblem =
    characterCount(trimmedDescription) > IP_LIST_DESCRIPTION_MAX
      ? `The description can have at most ${IP_LIST_DESCRIPTION_MAX} characters.`
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (trimmedName === '' || nameProblem) {
      nameRef.current?.focus();
      return;
    }
    if (descriptionProblem) {
      descriptionRef.current?.focus();
      return;
    }
    onSubmit({ name: trimmedName, description: trimmedDescription });
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={nameRef}
          label="Name"
          description="Short, e.g. “office” or “monitoring”."
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) onEdit();
          }}
          error={nameProblem ?? (serverField === 'name' ? serverMessage : undefined)}
          hint={<CharacterCounter value={trimmedName} max={IP_LIST_NAME_MAX} />}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          ref={descriptionRef}
          label="Description"
          description="Optional: what the addresses are."
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            if (error) onEdit();
          }}
          error={descriptionProblem ?? (serverField === 'description' ? serverMessage : undefined)}
          hint={<CharacterCounter value={trimmedDescription} max={IP_LIST_DESCRIPTION_MAX} />}
          autoComplete="off"
        />
        {error && !serverField ? <FormError code={code}>{errorMessage(error)}</FormError> : null}
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
