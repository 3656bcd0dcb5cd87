import { useOsTemplates } from '../../../api/resources/catalogue';
import type { Vm } from '../../../api/types';
import { vmRequests } from '../../../api/vms/vms';
import { describePlanned } from '../../../api/http/apiRequest';
import { InlineValue, isolatedText } from '../../../ui/page/detail';
import { DialogForm } from '../../../ui/form/DialogForm';
import { itemFormDialog, type TeamFormProps } from '../../../ui/form/formDialog';
import { useForm } from '../../../ui/form/useForm';
import { Note } from '../../../ui/feedback/Note';
import { QuerySelectField } from '../../../ui/controls/SelectField';
import { useSendVmChange } from './useSendVmChange';
import { TypeNameToConfirm } from './TypeNameToConfirm';
import { placeVmChangeError, reinstallRequest } from './vmChange';
import { OsTemplateOptions } from '../OsTemplateOptions';

/** Reinstall with another OS: PATCH {os_id}. The disk is wiped, so the VM's name is typed to confirm. */
function ReinstallVmForm({ teamId, vm, onClose }: TeamFormProps<{ vm: Vm }>) {
  const send = useSendVmChange(teamId, vm.id, onClose);
  const templates = useOsTemplates();
  const form = useForm({
    initial: { osId: '', typed: '' },
    check: (values) => reinstallRequest(values, templates.data ?? [], vm.name),
    send: (template) => send({ os_id: template.id }, `Reinstalling “${isolatedText(vm.name)}” with ${template.name}.`),
    placeError: placeVmChangeError,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Reinstall and wipe disk"
      onCancel={onClose}
      request={form.body && describePlanned(vmRequests.change(teamId, vm.id, { os_id: form.body.id }))}
    >
      <Note tone="warning">
        The disk is wiped: everything on it is lost. Take a snapshot first if you may need it. The root password changes
        too: read the new one on this page (Root password) once the reinstall is done.
      </Note>
      <QuerySelectField
        {...form.field('osId')}
        label="Operating system"
        choices={templates}
        loadError="The list of operating systems could not be loaded."
        required
      >
        <OsTemplateOptions templates={templates.data ?? []} />
      </QuerySelectField>
      <TypeNameToConfirm name={vm.name} {...form.field('typed')} />
    </DialogForm>
  );
}

export const ReinstallVmAction = itemFormDialog(
  'vm',
  {
    title: 'Reinstall VM',
    // The warning is part of what the dialog announces, not only a note to find.
    description: (vm) => (
      <>
        Install another operating system on <InlineValue>{vm.name}</InlineValue>. Everything on its disk is lost.
      </>
    ),
  },
  ReinstallVmForm,
);
