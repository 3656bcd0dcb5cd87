import { useMemo } from 'react';
import { reservedIpDeletes, reservedIpDetaches } from '../../api/resources/reservedIps';
import { useBatch } from '../../api/cache/useBatch';
import type { ReservedIp } from '../../api/types';
import { BulkActionDialog } from '../../ui/dialogs/BulkActionDialog';

export type ReleaseMany = { kind: 'delete' | 'detach'; reservedIps: readonly ReservedIp[]; leftOut: number };

const plural = (count: number) => `reserved ${count === 1 ? 'IP' : 'IPs'}`;

/**
 * Deleting or detaching the selected reserved IPs: loaded when first opened (ReservedIpsPage), so the
 * list never waits for it. Detach takes the attached ones only (`leftOut` says how many were not).
 */
export default function ReleaseManyDialog({
  teamId,
  release: { kind, reservedIps, leftOut },
  onClose,
}: {
  teamId: string;
  release: ReleaseMany;
  onClose: (done: readonly string[]) => void;
}) {
  const action = useMemo(
    () => (kind === 'delete' ? reservedIpDeletes(teamId) : reservedIpDetaches(teamId)),
    [kind, teamId],
  );
  const batch = useBatch(action, reservedIps);
  const count = reservedIps.length;
  const attached = reservedIps.filter((reservedIp) => reservedIp.attachment).length;
  const these = count === 1 ? 'this address' : `these ${count} addresses`;
  return kind === 'delete' ? (
    <BulkActionDialog
      title={`Delete ${count} ${plural(count)}`}
      message={
        <>
          <p>
            Release {these} back to the provider? Billing stops, and the addresses may go to someone else. This cannot
            be undone.
          </p>
          {attached > 0 ? (
            <p className="mt-2">
              {attached} {attached === 1 ? 'is' : 'are'} attached to a VM: detached first, then released. A VM’s primary
              address cannot be released while the VM uses it.
            </p>
          ) : null}
        </>
      }
      confirmLabel={`Delete ${count} ${count === 1 ? 'IP' : 'IPs'}`}
      doneWord="released"
      destructive
      typeCount
      batch={batch}
      onClose={onClose}
    />
  ) : (
    <BulkActionDialog
      title={`Detach ${count} ${plural(count)}`}
      message={
        <>
          <p>
            Detach {these} from their VMs? The VMs stop answering on them; the addresses stay reserved for this team and
            can be attached again.
          </p>
          {leftOut > 0 ? (
            <p className="mt-2">
              {leftOut} selected {leftOut === 1 ? 'is' : 'are'} not attached: left out.
            </p>
          ) : null}
        </>
      }
      confirmLabel={`Detach ${count} ${count === 1 ? 'IP' : 'IPs'}`}
      doneWord="detached"
      batch={batch}
      onClose={onClose}
    />
  );
}
