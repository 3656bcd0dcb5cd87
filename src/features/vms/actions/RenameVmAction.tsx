import type { Vm } from '../../../api/types';
import { vmRequests } from '../../../api/vms/vms';
import { describePlanned } from '../../../api/http/apiRequest';
import { InlineValue, isolatedText } from '../../../ui/page/detail';
import { DialogForm } from '../../../ui/form/DialogForm';
import { itemFormDialog, type TeamFormProps } from '../../../ui/form/formDialog';
import { useForm } from '../../../ui/form/useForm';
import { NameField } from '../../../ui/form/NameField';
import { useSendVmChange } from './useSendVmChange';
import { placeVmChangeError, renameRequest } from './vmChange';

/** Rename: PATCH {name}. What was typed stays in the field when the server refuses it. */
function RenameVmForm({ teamId, vm, onClose }: TeamFormProps<{ vm: Vm }>) {
  const send = useSendVmChange(teamId, vm.id, onClose);
  const form = useForm({
    initial: { name: vm.name },
    check: renameRequest,
    send: (body) => send(body, `Renaming “${isolatedText(vm.name)}” to “${isolatedText(body.name)}”.`),
    placeError: placeVmChangeError,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Rename"
      onCancel={onClose}
      request={form.body && describePlanned(vmRequests.change(teamId, vm.id, form.body))}
    >
      <NameField {...form.field('name')} />
    </DialogForm>
  );
}

export const RenameVmAction = itemFormDialog(
  'vm',
  {
    title: 'Rename VM',
    description: (vm) => (
      <>
        A new name for <InlineValue>{vm.name}</InlineValue>. The VM keeps running.
      </>
    ),
  },
  RenameVmForm,
);
