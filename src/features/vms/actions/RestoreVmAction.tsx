import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnapshots, type TakenSnapshots } from '../../../api/resources/snapshots';
import { useRestoreVm, vmQueries, vmRequests, type VmRestoreInput } from '../../../api/vms/vms';
import { describePlanned } from '../../../api/http/apiRequest';
import { Dialog } from '../../../ui/dialogs/Dialog';
import { DialogForm } from '../../../ui/form/DialogForm';
import { useForm } from '../../../ui/form/useForm';
import { Note } from '../../../ui/feedback/Note';
import { useToast } from '../../../ui/feedback/Toasts';
import { InlineValue, isolatedText } from '../../../ui/page/detail';
import { formatTimestamp } from '../../../ui/values/formatTimestamp';
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
      <RestoreVmForm teamId={teamId} vm={vm} onClose={onClose} taken={taken} />
    </Dialog>
  );
}

function RestoreVmForm({ teamId, vm, onClose, taken }: VmActionProps & { taken: TakenSnapshots }) {
  const restore = useRestoreVm(teamId, vm.id);
  const backups = useQuery(vmQueries.backups(teamId, vm.id));
  const snapshots = useSnapshots();
  const toast = useToast();
  const sourceErrorId = useId();

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
  const sources = [...fromBackups, ...fromSnapshots];
  const loading = backups.isPending || snapshots.isPending;

  const form = useForm({
    initial: { source: '', typed: '' },
    check: (values) => {
      const source = sources.find((candidate) => candidate.key === values.source);
      const problems = {
        source: source ? undefined : 'Choose what to restore from.',
        typed: typedNameProblem(values.typed, vm.name),
      };
      return source && !problems.typed ? { ok: true as const, body: source } : { ok: false as const, problems };
    },
    send: async (source) => {
      await restore.mutateAsync(source.input);
      onClose();
      toast.show(`Restoring “${isolatedText(vm.name)}” from ${isolatedText(source.label)}.`);
    },
    placeError: (error) => ({ field: 'form', message: errorMessage(error), code: errorCode(error) }),
  });
  const sourceError = form.errorOf('source');
  const chosen = sources.some((candidate) => candidate.key === form.values.source);
  const focusFirst = form.register('source');

  const group = (legend: string, choices: Source[], empty: string) => (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-[13px] font-medium text-fg">{legend}</legend>
      {choices.length === 0 ? <p className="text-[13px] text-fg-muted">{loading ? 'Loading…' : empty}</p> : null}
      {choices.map((candidate) => (
        <div key={candidate.key} className="flex items-start gap-2 text-[13px]">
          <input
            ref={candidate.key === sources[0]?.key ? focusFirst : undefined}
            id={`restore-${candidate.key}`}
            type="radio"
            name="restore-source"
            value={candidate.key}
            checked={form.values.source === candidate.key}
            onChange={() => form.set('source', candidate.key)}
            aria-describedby={sourceError ? sourceErrorId : undefined}
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
    <DialogForm
      form={form}
      submitLabel="Restore and replace disk"
      onCancel={onClose}
      disabledReason={chosen ? undefined : 'Choose a backup or snapshot to restore from.'}
      request={form.body && describePlanned(vmRequests.restore(teamId, vm.id, form.body.input))}
    >
      <Note tone="warning">
        The VM’s disk is replaced: whatever changed on it since the backup or snapshot is lost. The VM shows as
        restoring until it is done.
      </Note>
      {group('Backups of this VM', fromBackups, backups.isError ? errorMessage(backups.error) : 'No backups.')}
      {group('Snapshots', fromSnapshots, snapshots.isError ? errorMessage(snapshots.error) : 'No available snapshots.')}
      {sourceError ? (
        <p id={sourceErrorId} className="text-[13px] text-danger-text">
          {sourceError}
        </p>
      ) : null}
      <TypeNameToConfirm name={vm.name} {...form.field('typed')} />
    </DialogForm>
  );
}
