import { useId, useState, type FormEvent } from 'react';
import { useOsTemplates } from '../../../api/catalogue';
import { useChangeVm } from '../../../api/vms';
import { Dialog, DialogBody, DialogFormActions } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { Note } from '../../../ui/Note';
import { SelectField } from '../../../ui/SelectField';
import { useToast } from '../../../ui/Toasts';
import { InlineValue, isolatedText } from '../../../ui/detail';
import { errorCode } from '../../../lib/errorText';
import type { VmActionProps } from './types';
import { familyLabel, templateGroups, vmChangeFailure } from './vmChange';
import { TypeNameToConfirm } from './TypeNameToConfirm';

/** Reinstall with another OS: PATCH {os_id}. The disk is wiped, so the VM's name is typed to confirm. */
export function ReinstallVmAction({ teamId, vm, onClose }: VmActionProps) {
  const change = useChangeVm(teamId, vm.id);
  const templates = useOsTemplates();
  const toast = useToast();
  const noteId = useId();
  const [osId, setOsId] = useState('');
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const groups = templateGroups(templates.data ?? []);
  const template = templates.data?.find((candidate) => String(candidate.id) === osId);
  const confirmed = typed === vm.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!template || !confirmed || change.isPending) return;
    change.mutate(
      { os_id: template.id },
      {
        onSuccess: () => {
          onClose();
          toast.show(`Reinstalling “${isolatedText(vm.name)}” with ${template.name}.`);
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Reinstall VM"
      description={
        <>
          Install another operating system on <InlineValue>{vm.name}</InlineValue>.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="contents" aria-describedby={noteId}>
        <DialogBody className="flex flex-col gap-4">
          <div id={noteId}>
            <Note tone="warning">
              The disk is wiped: everything on it is lost. Take a snapshot first if you may need it. The root password
              changes too: read the new one on this page (Root password) once the reinstall is done.
            </Note>
          </div>
          <SelectField
            label="Operating system"
            value={osId}
            onChange={(event) => setOsId(event.target.value)}
            error={submitted && !template ? 'Choose an operating system.' : undefined}
            description={templates.isError ? 'The list of operating systems could not be loaded.' : undefined}
            required
          >
            <option value="">{templates.isPending ? 'Loading…' : 'Choose…'}</option>
            {groups.map((group) => (
              <optgroup key={group.family} label={familyLabel(group.family)}>
                {group.templates.map((candidate) => (
                  <option key={candidate.id} value={String(candidate.id)}>
                    {candidate.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <TypeNameToConfirm name={vm.name} typed={typed} onType={setTyped} showError={submitted} />
          {change.error ? <FormError code={errorCode(change.error)}>{vmChangeFailure(change.error)}</FormError> : null}
        </DialogBody>
        <DialogFormActions onCancel={onClose} submitLabel="Reinstall and wipe disk" pending={change.isPending} />
      </form>
    </Dialog>
  );
}
