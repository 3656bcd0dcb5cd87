import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUpdateReservedIp } from '../../api/reservedIps';
import type { ReservedIp } from '../../api/types';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { placeRenameError, RESERVED_IP_NAME_MAX, renameProblem, type PlacedError } from './reservedIpForm';

/** Rename (extension PATCH `name`). */
export function RenameReservedIpDialog({
  teamId,
  reservedIp,
  onClose,
  onSaved,
}: {
  teamId: string;
  reservedIp: ReservedIp | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  return (
    <Dialog open={reservedIp !== null} onClose={onClose} title="Rename reserved IP">
      {reservedIp ? (
        <RenameForm key={reservedIp.id} teamId={teamId} reservedIp={reservedIp} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}

function RenameForm({
  teamId,
  reservedIp,
  onClose,
  onSaved,
}: {
  teamId: string;
  reservedIp: ReservedIp;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const update = useUpdateReservedIp(teamId);
  const [name, setName] = useState(reservedIp.name);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PlacedError<'name'> | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (serverError?.field === 'name') ref.current?.focus();
  }, [serverError]);

  const problem = submitted ? renameProblem(name) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setSubmitted(true);
    if (renameProblem(name)) {
      ref.current?.focus();
      return;
    }
    if (name.trim() === reservedIp.name) {
      onClose();
      return;
    }
    setServerError(null);
    update.mutate(
      { id: reservedIp.id, name: name.trim() },
      { onSuccess: () => onSaved(name.trim()), onError: (error) => setServerError(placeRenameError(error)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={ref}
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (serverError?.field === 'name') setServerError(null);
          }}
          error={problem ?? (serverError?.field === 'name' ? serverError.message : undefined)}
          hint={<CharacterCounter value={name.trim()} max={RESERVED_IP_NAME_MAX} />}
          required
          autoComplete="off"
          spellCheck={false}
        />
        {serverError && serverError.field !== 'name' ? (
          <FormError code={serverError.code}>{serverError.message}</FormError>
        ) : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Save name" pending={update.isPending} />
    </form>
  );
}
