import { characterCount } from '../../lib/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Vpc } from '../../api/types';
import { useUpdateVpc } from '../../api/vpcs';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { placeVpcError, VPC_DESCRIPTION_MAX, VPC_NAME_MAX, vpcUpdate, type PlacedError } from './vpcForm';

type EditField = 'name' | 'description';
const FIELDS: readonly EditField[] = ['name', 'description'];

export function EditVpcDialog({
  teamId,
  vpc,
  onClose,
  onSaved,
}: {
  teamId: string;
  vpc: Vpc | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  return (
    <Dialog
      open={vpc !== null}
      onClose={onClose}
      title="Edit VPC"
      description="Rename the VPC or change its description."
    >
      {vpc ? <EditVpcForm key={vpc.id} teamId={teamId} vpc={vpc} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function EditVpcForm({
  teamId,
  vpc,
  onClose,
  onSaved,
}: {
  teamId: string;
  vpc: Vpc;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const update = useUpdateVpc(teamId);
  const [name, setName] = useState(vpc.name);
  const [description, setDescription] = useState(vpc.description);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PlacedError<EditField> | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const nameProblem = !submitted
    ? undefined
    : name.trim() === ''
      ? 'Enter a name for this VPC.'
      : characterCount(name.trim()) > VPC_NAME_MAX
        ? `Use ${VPC_NAME_MAX} characters or fewer.`
        : undefined;
  const descriptionProblem =
    characterCount(description) > VPC_DESCRIPTION_MAX ? `Use ${VPC_DESCRIPTION_MAX} characters or fewer.` : undefined;

  useEffect(() => {
    if (serverError?.field === 'name') nameRef.current?.focus();
    if (serverError?.field === 'description') descriptionRef.current?.focus();
  }, [serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setSubmitted(true);
    if (name.trim() === '' || characterCount(name.trim()) > VPC_NAME_MAX || descriptionProblem) {
      (descriptionProblem && name.trim() !== '' ? descriptionRef : nameRef).current?.focus();
      return;
    }
    const changes = vpcUpdate(vpc, { name, description });
    if (!changes) {
      onClose();
      return;
    }
    setServerError(null);
    update.mutate(
      { id: vpc.id, ...changes },
      {
        onSuccess: () => onSaved(changes.name),
        onError: (error) => setServerError(placeVpcError(error, FIELDS, vpc.owner_team.name)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={nameRef}
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (serverError?.field === 'name') setServerError(null);
          }}
          error={nameProblem ?? (serverError?.field === 'name' ? serverError.message : undefined)}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <TextArea
          ref={descriptionRef}
          label="Description"
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            if (serverError?.field === 'description') setServerError(null);
          }}
          error={descriptionProblem ?? (serverError?.field === 'description' ? serverError.message : undefined)}
          hint={<CharacterCounter value={description} max={VPC_DESCRIPTION_MAX} />}
          rows={3}
        />
        {serverError?.field === 'form' ? <FormError code={serverError.code}>{serverError.message}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Save changes" pending={update.isPending} />
    </form>
  );
}
