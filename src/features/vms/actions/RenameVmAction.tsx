import { useState, type FormEvent } from 'react';
import { useChangeVm } from '../../../api/vms';
import { Dialog, DialogBody, DialogFormActions } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toasts';
import { InlineValue, isolatedText } from '../../../ui/detail';
import { errorCode } from '../../../lib/errorText';
import type { VmActionProps } from './types';
import { vmChangeFailure } from './vmChange';

/** Rename: PATCH {name}. What was typed stays in the field when the server refuses it. */
export function RenameVmAction({ teamId, vm, onClose }: VmActionProps) {
  const change = useChangeVm(teamId, vm.id);
  const toast = useToast();
  const [name, setName] = useState(vm.name);
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setProblem('Enter a name.');
    setProblem(undefined);
    if (change.isPending) return;
    change.mutate(
      { name: trimmed },
      {
        onSuccess: () => {
          onClose();
          toast.show(`Renaming “${isolatedText(vm.name)}” to “${isolatedText(trimmed)}”.`);
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Rename VM"
      description={
        <>
          A new name for <InlineValue>{vm.name}</InlineValue>. The VM keeps running.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody className="flex flex-col gap-4">
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problem}
            required
            autoComplete="off"
            spellCheck={false}
          />
          {change.error ? <FormError code={errorCode(change.error)}>{vmChangeFailure(change.error)}</FormError> : null}
        </DialogBody>
        <DialogFormActions onCancel={onClose} submitLabel="Rename" pending={change.isPending} />
      </form>
    </Dialog>
  );
}
