import { useMemo, useState } from 'react';
import { useBatch } from '../../api/cache/useBatch';
import type { Vm } from '../../api/types';
import { useVmList } from '../../api/vms/vms';
import { vmActionBatch, vmDeleteBatch } from '../../api/vms/vmBatches';
import { Button } from '../../ui/controls/Button';
import { BulkActionDialog } from '../../ui/dialogs/BulkActionDialog';
import { Dialog, DialogBody, DialogFooter } from '../../ui/dialogs/Dialog';
import { defaultSnapshotName } from './vmActionForm';
import {
  afterAcceptance,
  appliesText,
  splitByAction,
  type AfterAcceptance,
  type VmListAction,
  type VmListFacts,
} from './vmListActions';

const VERB: Record<VmListAction, string> = {
  reboot: 'Reboot',
  stop: 'Stop',
  snapshot: 'Take a snapshot of',
  delete: 'Delete',
};

const WHAT_HAPPENS: Record<VmListAction, string> = {
  reboot: 'Rebooting restarts each operating system: whatever runs on these VMs is interrupted for a minute or two.',
  stop: 'Stopping shuts each operating system down: whatever runs on these VMs is interrupted. There is no start action: a reboot starts a VM again.',
  snapshot: 'A point-in-time copy of each disk, named after its VM and the time. The VMs stay up while they are taken.',
  delete:
    'This cannot be undone. Each VM’s disk, backups and primary addresses go with it; its snapshots and reserved IPs stay.',
};

/** What an accepted action has come to since, as the VM list tells. */
const FOLLOW: Record<VmListAction, Record<AfterAcceptance, string>> = {
  reboot: { running: 'Accepted, rebooting…', finished: 'Rebooted', gone: 'Accepted, no longer listed' },
  stop: { running: 'Accepted, stopping…', finished: 'Stopped', gone: 'Accepted, no longer listed' },
  snapshot: { running: 'Accepted, taking snapshot…', finished: 'Snapshot taken', gone: 'Accepted, no longer listed' },
  delete: { running: 'Accepted, deleting…', finished: 'Accepted', gone: 'Deleted' },
};

const vmsText = (count: number) => (count === 1 ? '1 VM' : `${count} VMs`);

/**
 * One action on the selected VMs: those whose status refuses it are named up front and not sent; the
 * rest go a few at a time (useBatch), each line saying whether the API refused it, accepted it, or has
 * finished it since. Loaded when first opened (VmsPage), so the list never waits for it.
 */
export function VmBulkDialog({
  teamId,
  action,
  vms,
  factsOf,
  onClose,
}: {
  teamId: string;
  action: VmListAction;
  vms: readonly Vm[];
  factsOf: (vm: Vm) => VmListFacts;
  /** With the ids of the VMs the API accepted the action for: they leave the selection. */
  onClose: (accepted: readonly string[]) => void;
}) {
  // Decided once, when the dialog opens: what the user confirms is what is sent.
  const [split] = useState(() => splitByAction(action, vms, factsOf));
  const [acceptedAt] = useState(() => new Map<string, number>());
  const batchAction = useMemo(() => {
    const base =
      action === 'delete'
        ? vmDeleteBatch(teamId)
        : vmActionBatch(teamId, action, (vm) =>
            action === 'snapshot' ? { action, name: defaultSnapshotName(vm.name) } : { action },
          );
    return {
      ...base,
      send: async (vm: Vm) => {
        const result = await base.send(vm);
        acceptedAt.set(vm.id, Date.now());
        return result;
      },
    };
  }, [teamId, action, acceptedAt]);
  const batch = useBatch(batchAction, split.applies);
  const list = useVmList(teamId);
  const total = vms.length;
  const sendable = split.applies.length;

  const message = (
    <div className="flex flex-col gap-2">
      <p>{WHAT_HAPPENS[action]}</p>
      {split.blocked.length > 0 ? (
        <>
          <p className="font-medium text-fg">{appliesText(action, sendable, total)} Not sent:</p>
          <ul aria-label="Not sent" className="list-disc pl-5">
            {split.blocked.map(({ vm, reason }) => (
              <li key={vm.id}>
                <bdi>{vm.name}</bdi>: {reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {action === 'delete' ? null : (
        <p>The API accepts each action, then runs it: each line says when its VM has finished.</p>
      )}
    </div>
  );

  if (sendable === 0) {
    return (
      <Dialog open onClose={() => onClose([])} title={`${VERB[action]} ${vmsText(total)}`} size="md">
        <DialogBody>{message}</DialogBody>
        <DialogFooter>
          <Button variant="primary" onClick={() => onClose([])} data-autofocus>
            Close
          </Button>
        </DialogFooter>
      </Dialog>
    );
  }
  return (
    <BulkActionDialog
      title={`${VERB[action]} ${vmsText(sendable)}`}
      message={message}
      confirmLabel={
        action === 'snapshot'
          ? `Take ${sendable === 1 ? '1 snapshot' : `${sendable} snapshots`}`
          : `${VERB[action]} ${vmsText(sendable)}`
      }
      doneWord="accepted"
      doneTextOf={(key) => {
        const at = acceptedAt.get(key);
        if (at === undefined) return 'Accepted';
        const vm = list.data?.find((candidate) => candidate.id === key);
        return FOLLOW[action][afterAcceptance(at, { updatedAt: list.dataUpdatedAt, vm })];
      }}
      destructive={action !== 'snapshot'}
      typeCount={action === 'delete'}
      batch={batch}
      onClose={onClose}
    />
  );
}
