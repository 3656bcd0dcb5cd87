import { useState, type FormEvent } from 'react';
import { useVmAction, vmRequests, type VmActionInput } from '../../api/vms/vms';
import { describePlanned } from '../../api/http/apiRequest';
import type { RequestDescription } from '../../lib/requestText';
import { Checkbox } from '../../ui/controls/Checkbox';
import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/dialogs/Dialog';
import { FormError } from '../../ui/feedback/FormError';
import { TextArea } from '../../ui/controls/TextArea';
import { InlineValue } from '../../ui/page/detail';
import { NameField } from '../../ui/form/NameField';
import { ApiRequestView } from '../../ui/form/ApiRequestView';
import { isApiError } from '../../api/errors/errors';
import { errorMessage } from '../../lib/errorText';
import {
  defaultSnapshotName,
  powerRequest,
  SNAPSHOT_DESC_MAX,
  SNAPSHOT_NAME_MAX,
  snapshotRequest,
} from './vmActionForm';

export type VmDialog = 'stop' | 'reboot' | 'snapshot' | 'enable-bgp' | 'disable-bgp' | null;

interface Props {
  teamId: string;
  vmId: string;
  vmName: string;
  /** `stopped` when the VM is known to be off. */
  power: string | null;
  open: VmDialog;
  onClose: () => void;
  /** The API accepted the action; `result` is its answer (`snapshot_id` for a snapshot). */
  onDone: (input: VmActionInput, result: unknown) => void;
  /** The API refused it: the page refetches the VM (VM_BUSY means something runs it did not know of). */
  onFailed: (error: unknown) => void;
}

/** Stop, reboot, snapshot and BGP dialogs of one VM. Each stays open with its values on an error. */
export function VmActionDialogs(props: Props) {
  const { open } = props;
  return (
    <>
      {open === 'stop' || open === 'reboot' ? <PowerDialog key={open} action={open} {...props} /> : null}
      {open === 'enable-bgp' || open === 'disable-bgp' ? <BgpDialog key={open} action={open} {...props} /> : null}
      <Dialog
        open={open === 'snapshot'}
        onClose={props.onClose}
        title="Take snapshot"
        description={
          <>
            A point-in-time copy of the disk of <InlineValue>{props.vmName}</InlineValue>. The VM stays up while it is
            taken.
          </>
        }
      >
        <SnapshotForm {...props} />
      </Dialog>
    </>
  );
}

function useRun(props: Props) {
  const action = useVmAction(props.teamId, props.vmId);
  const [failure, setFailure] = useState<{ action: VmActionInput['action']; error: unknown } | null>(null);
  const run = (input: VmActionInput) => {
    if (action.isPending) return;
    setFailure(null);
    action.mutate(input, {
      onSuccess: (result) => props.onDone(input, result),
      onError: (error) => {
        setFailure({ action: input.action, error });
        props.onFailed(error);
      },
    });
  };
  // A code-less refusal carries the sentence of its action and status (api/operationErrors.ts).
  const error = failure ? errorMessage(failure.error) : null;
  const code = failure && isApiError(failure.error) ? failure.error.code : undefined;
  /** What `run(input)` sends, for the "API request" view. */
  const describe = (input: VmActionInput): RequestDescription =>
    describePlanned(vmRequests.action(props.teamId, props.vmId, input));
  return { run, describe, error, code, pending: action.isPending };
}

function PowerDialog({ action, ...props }: Props & { action: 'stop' | 'reboot' }) {
  const { run, describe, error, pending } = useRun(props);
  const [force, setForce] = useState(false);
  const stop = action === 'stop';
  return (
    <ConfirmDialog
      open
      onClose={props.onClose}
      title={
        <>
          {stop ? 'Stop' : 'Reboot'} <InlineValue>{props.vmName}</InlineValue>
        </>
      }
      confirmLabel={stop ? 'Stop VM' : 'Reboot VM'}
      destructive
      pending={pending}
      error={error}
      request={describe(powerRequest(action, force))}
      onConfirm={() => run(powerRequest(action, force))}
    >
      <p>
        {stop
          ? 'Stopping shuts the operating system down: whatever runs on the VM is interrupted. There is no start action: a reboot starts it again.'
          : 'Rebooting restarts the operating system: whatever runs on the VM is interrupted for a minute or two.'}
        {props.power === 'stopped'
          ? stop
            ? ' It appears to be stopped already.'
            : ' It appears to be stopped: a reboot starts it.'
          : null}
      </p>
      <div className="mt-3">
        <Checkbox
          label={stop ? 'Force stop' : 'Force reboot'}
          description="Cut the power at once instead of asking the operating system to shut down. Unsaved data may be lost."
          checked={force}
          onChange={(event) => setForce(event.target.checked)}
        />
      </div>
    </ConfirmDialog>
  );
}

function BgpDialog({ action, ...props }: Props & { action: 'enable-bgp' | 'disable-bgp' }) {
  const { run, describe, error, pending } = useRun(props);
  const enable = action === 'enable-bgp';
  return (
    <ConfirmDialog
      open
      onClose={props.onClose}
      title={enable ? 'Enable BGP' : 'Disable BGP'}
      confirmLabel={enable ? 'Enable BGP' : 'Disable BGP'}
      destructive={!enable}
      pending={pending}
      error={error}
      request={describe({ action })}
      onConfirm={() => run({ action })}
    >
      <p>
        {enable ? (
          <>
            Enable BGP sessions on <InlineValue>{props.vmName}</InlineValue>, so it can announce its own IP ranges?
          </>
        ) : (
          <>
            Disable BGP on <InlineValue>{props.vmName}</InlineValue>? Routes it announces are withdrawn, and traffic to
            them stops.
          </>
        )}
      </p>
    </ConfirmDialog>
  );
}

function SnapshotForm(props: Props) {
  const { run, describe, error, code, pending } = useRun(props);
  // Mounted each time the dialog opens, so the suggested name carries the time it was opened.
  const [values, setValues] = useState(() => ({ name: defaultSnapshotName(props.vmName), desc: '' }));
  const [submitted, setSubmitted] = useState(false);
  const request = snapshotRequest(values);
  const allProblems = request.ok ? {} : request.problems;
  // An emptied name is pointed out once the user tries to send; a too-long one at once.
  const problems = submitted
    ? allProblems
    : { ...allProblems, name: values.name.trim() === '' ? undefined : allProblems.name };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (request.ok) run(request.body);
  };
  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <NameField
          description="Suggested from the VM and the time; change it if you like."
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          error={problems.name}
          max={SNAPSHOT_NAME_MAX}
        />
        <TextArea
          label="Description"
          value={values.desc}
          onChange={(event) => setValues((current) => ({ ...current, desc: event.target.value }))}
          error={problems.desc}
          hint={<CharacterCounter value={values.desc.trim()} max={SNAPSHOT_DESC_MAX} />}
          rows={3}
        />
        <ApiRequestView request={request.ok ? describe(request.body) : null} />
        {error ? <FormError code={code}>{error}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={props.onClose} submitLabel="Take snapshot" pending={pending} />
    </form>
  );
}
