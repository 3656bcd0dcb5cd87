import { reservedIpRequests, useUpdateReservedIp } from '../../api/resources/reservedIps';
import { describePlanned } from '../../api/http/apiRequest';
import type { ReservedIp } from '../../api/types';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { NameField } from '../../ui/form/NameField';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { placeRenameError, RESERVED_IP_NAME_MAX, renameProblem } from './reservedIpForm';

type RenameFormProps = TeamFormProps<{ reservedIp: ReservedIp; onSaved: (name: string) => void }>;

function RenameForm({ teamId, reservedIp, onClose, onSaved }: RenameFormProps) {
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
    <DialogForm
      form={form}
      submitLabel="Save name"
      onCancel={onClose}
      // The name unchanged, saving sends nothing: there is no request to show.
      request={
        form.body === null || form.body === reservedIp.name
          ? null
          : describePlanned(reservedIpRequests.update(teamId, { id: reservedIp.id, name: form.body }))
      }
    >
      <NameField {...form.field('name')} max={RESERVED_IP_NAME_MAX} />
    </DialogForm>
  );
}

/** Rename (extension PATCH `name`). */
export const RenameReservedIpDialog = itemFormDialog('reservedIp', { title: 'Rename reserved IP' }, RenameForm);
