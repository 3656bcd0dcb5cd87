import { useUpdateReservedIp } from '../../api/reservedIps';
import type { ReservedIp } from '../../api/types';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { placeRenameError, RESERVED_IP_NAME_MAX, renameProblem } from './reservedIpForm';

interface RenameReservedIpDialogProps {
  teamId: string;
  reservedIp: ReservedIp | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Rename (extension PATCH `name`). */
export function RenameReservedIpDialog({ teamId, reservedIp, onClose, onSaved }: RenameReservedIpDialogProps) {
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
}: Omit<RenameReservedIpDialogProps, 'reservedIp'> & { reservedIp: ReservedIp }) {
  const update = useUpdateReservedIp(teamId);
  const form = useForm({
    initial: { name: reservedIp.name },
    check: ({ name }) => checked({ name: renameProblem(name) }, name.trim()),
    send: async (name) => {
      if (name === reservedIp.name) return onClose();
      await update.mutateAsync({ id: reservedIp.id, name });
      onSaved(name);
    },
    placeError: placeRenameError,
  });

  return (
    <DialogForm form={form} submitLabel="Save name" onCancel={onClose}>
      <TextField
        {...form.field('name')}
        label="Name"
        hint={<CharacterCounter value={form.values.name.trim()} max={RESERVED_IP_NAME_MAX} />}
        required
        autoComplete="off"
        spellCheck={false}
      />
    </DialogForm>
  );
}
