import { useDeleteReservedIp, useUpdateReservedIp } from '../../api/reservedIps';
import { InlineValue } from '../../ui/detail';
import type { ReservedIp } from '../../api/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { releaseErrorMessage } from './reservedIpForm';

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
  return (
    <ConfirmDialog
      open={reservedIp !== null}
      onClose={close}
      title="Delete reserved IP"
      confirmLabel="Delete reserved IP"
      destructive
      confirmText={reservedIp?.ip_addr}
      pending={remove.isPending}
      error={remove.error ? releaseErrorMessage(remove.error, reservedIp?.attachment?.name) : null}
      onConfirm={() => {
        if (!reservedIp) return;
        remove.mutate(reservedIp.id, {
          onSuccess: () => onDeleted(reservedIp),
        });
      }}
    >
      {reservedIp ? (
        <>
          <p>
            Release <strong className={`font-mono ${strong}`}>{reservedIp.ip_addr}</strong> (
            <InlineValue className={strong}>{reservedIp.name}</InlineValue>) back to the provider? Billing stops, and
            the address may go to someone else. This cannot be undone.
          </p>
          {reservedIp.attachment ? (
            <p className="mt-2">
              It is attached to <InlineValue className={strong}>{reservedIp.attachment.name}</InlineValue>: it will be
              detached from that VM first, then released.
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
  return (
    <ConfirmDialog
      open={reservedIp !== null}
      onClose={close}
      title="Detach reserved IP"
      confirmLabel="Detach"
      pending={update.isPending}
      error={update.error ? releaseErrorMessage(update.error, reservedIp?.attachment?.name) : null}
      onConfirm={() => {
        if (!reservedIp) return;
        update.mutate(
          { id: reservedIp.id, anchor_ip: null },
          {
            onSuccess: () => onDetached(reservedIp),
          },
        );
      }}
    >
      {reservedIp ? (
        <p>
          Detach <strong className={`font-mono ${strong}`}>{reservedIp.ip_addr}</strong> from{' '}
          <InlineValue className={strong}>{reservedIp.attachment?.name ?? 'its VM'}</InlineValue>? The VM stops
          answering on it; the address stays reserved for this team and can be attached again.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
