import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSnapshots, type TakenSnapshots } from '../../../api/snapshots';
import { useRestoreVm, vmQueries, type VmRestoreInput } from '../../../api/vms';
import { Dialog, DialogBody, DialogFormActions } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { Note } from '../../../ui/Note';
import { useToast } from '../../../ui/Toasts';
import { InlineValue, isolatedText } from '../../../ui/detail';
import { formatTimestamp } from '../../../ui/formatTimestamp';
import { errorCode, errorMessage } from '../../../lib/errorText';
import type { VmActionProps } from './types';
import { TypeNameToConfirm, typedNameProblem } from './TypeNameToConfirm';

interface Source {
  key: string;
  input: VmRestoreInput;
  label: string;
  detail: string;
}

/**
 * Restore the VM's disk from one of its backups (GET /vm/{id}/backups) or an available snapshot of the
 * team (GET /snapshots does not say which VM a snapshot is of: those taken from this page come first).
 */
export function RestoreVmAction({ teamId, vm, onClose, taken }: VmActionProps & { taken: TakenSnapshots }) {
  const restore = useRestoreVm(teamId, vm.id);
  const backups = useQuery(vmQueries.backups(teamId, vm.id));
  const snapshots = useSnapshots();
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const fromBackups: Source[] = (backups.data ?? [])
    .filter((backup) => backup.status === 'available')
    .map((backup) => ({
      key: `backup:${backup.id}`,
      input: { from: 'backup', backupId: backup.id },
      label: `Backup of ${formatTimestamp(backup.created_at)}`,
      detail: 'A backup of this VM',
    }));
  const fromSnapshots: Source[] = (snapshots.data ?? [])
    .filter((snapshot) => snapshot.status === 'available')
    .sort((a, b) => Number(taken[b.id] === vm.id) - Number(taken[a.id] === vm.id))
    .map((snapshot) => ({
      key: `snapshot:${snapshot.id}`,
      input: { from: 'snapshot', snapshotId: snapshot.id },
      label: snapshot.name,
      detail: `Snapshot of ${formatTimestamp(snapshot.created_at)}${taken[snapshot.id] === vm.id ? ', taken from this VM' : ''}`,
    }));
  const source = [...fromBackups, ...fromSnapshots].find((candidate) => candidate.key === chosen);
  const confirmed = typed === vm.name;
  const loading = backups.isPending || snapshots.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!source || !confirmed || restore.isPending) return;
    restore.mutate(source.input, {
      onSuccess: () => {
        onClose();
        toast.show(`Restoring “${isolatedText(vm.name)}” from ${isolatedText(source.label)}.`);
      },
    });
  };

  const group = (legend: string, sources: Source[], empty: string) => (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-[13px] font-medium text-fg">{legend}</legend>
      {sources.length === 0 ? <p className="text-[13px] text-fg-muted">{loading ? 'Loading…' : empty}</p> : null}
      {sources.map((candidate) => (
        <div key={candidate.key} className="flex items-start gap-2 text-[13px]">
          <input
            id={`restore-${candidate.key}`}
            type="radio"
            name="restore-source"
            value={candidate.key}
            checked={chosen === candidate.key}
            onChange={() => setChosen(candidate.key)}
            className="mt-0.5"
          />
          <label htmlFor={`restore-${candidate.key}`}>
            {candidate.label}
            <span className="block text-fg-muted">{candidate.detail}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title="Restore VM"
      size="lg"
      description={
        <>
          Replace the disk of <InlineValue>{vm.name}</InlineValue> with a backup or a snapshot.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody className="flex flex-col gap-4">
          <Note tone="warning">
            The VM’s disk is replaced: whatever changed on it since the backup or snapshot is lost. The VM shows as
            restoring until it is done.
          </Note>
          {group('Backups of this VM', fromBackups, backups.isError ? errorMessage(backups.error) : 'No backups.')}
          {group(
            'Snapshots',
            fromSnapshots,
            snapshots.isError ? errorMessage(snapshots.error) : 'No available snapshots.',
          )}
          {submitted && !source ? <p className="text-[13px] text-danger-text">Choose what to restore from.</p> : null}
          <TypeNameToConfirm
            name={vm.name}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={submitted ? typedNameProblem(typed, vm.name) : undefined}
          />
          {restore.error ? <FormError code={errorCode(restore.error)}>{errorMessage(restore.error)}</FormError> : null}
        </DialogBody>
        <DialogFormActions onCancel={onClose} submitLabel="Restore and replace disk" pending={restore.isPending} />
      </form>
    </Dialog>
  );
}
