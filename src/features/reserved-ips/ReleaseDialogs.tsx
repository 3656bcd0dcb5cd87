import { useDeleteReservedIp, useUpdateReservedIp } from '../../api/reservedIps';
import { InlineValue } from '../../ui/detail';
import type { ReservedIp } from '../../api/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { releaseErrorMessage } from './ripForm';

const strong = 'font-medium text-fg';

/** Delete (endpoint 16): type the address to confirm; an attached IP is detached first. */
export function DeleteReservedIpDialog({
  teamId,
  reservedIp,
  onClose,
  onDeleted,
}: {
  teamId: string;
  reservedIp: ReservedIp | null;
  onClose: () => void;
  onDeleted: (reservedIp: ReservedIp) => void;
}) {
  const remove = useDeleteReservedIp(teamId);
  const close = () => {
    remove.reset();
    onClose();
  };
  const rip = reservedIp;
  return (
    <ConfirmDialog
      open={rip !== null}
      onClose={close}
      title="Delete reserved IP"
      confirmLabel="Delete reserved IP"
      destructive
      confirmText={rip?.ip_addr}
      pending={remove.isPending}
      error={remove.error ? releaseErrorMessage(remove.error, rip?.attachment?.name) : null}
      onConfirm={() => {
        if (!rip) return;
        remove.mutate(rip.id, {
          onSuccess: () => onDeleted(rip),
        });
      }}
    >
      {rip ? (
        <>
          <p>
            Release <strong className={`font-mono ${strong}`}>{rip.ip_addr}</strong> (
            <InlineValue className={strong}>{rip.name}</InlineValue>) back to the provider? Billing stops, and the
            address may go to someone else. This cannot be undone.
          </p>
          {rip.attachment ? (
            <p className="mt-2">
              It is attached to <InlineValue className={strong}>{rip.attachment.name}</InlineValue>: it will be detached
              from that VM first, then released.
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}

/** Detach (extension PATCH `anchor_ip: null`): the address stays reserved. */
export function DetachReservedIpDialog({
  teamId,
  reservedIp,
  onClose,
  onDetached,
}: {
  teamId: string;
  reservedIp: ReservedIp | null;
  onClose: () => void;
  onDetached: (reservedIp: ReservedIp) => void;
}) {
  const update = useUpdateReservedIp(teamId);
  const close = () => {
    update.reset();
    onClose();
  };
  const rip = reservedIp;
  return (
    <ConfirmDialog
      open={rip !== null}
      onClose={close}
      title="Detach reserved IP"
      confirmLabel="Detach"
      pending={update.isPending}
      error={update.error ? releaseErrorMessage(update.error, rip?.attachment?.name) : null}
      onConfirm={() => {
        if (!rip) return;
        update.mutate(
          { id: rip.id, anchor_ip: null },
          {
            onSuccess: () => onDetached(rip),
          },
        );
      }}
    >
      {rip ? (
        <p>
          Detach <strong className={`font-mono ${strong}`}>{rip.ip_addr}</strong> from{' '}
          <InlineValue className={strong}>{rip.attachment?.name ?? 'its VM'}</InlineValue>? The VM stops answering on
          it; the address stays reserved for this team and can be attached again.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
